/**
 * Reading a comment call's fields into the shared rules (src/core/comments): lists sent as a JSON
 * array, a repeated form key or comma-separated text; media addresses absolute or root-relative
 * (what the upload answers); the target a known CONTENT_TYPE_* that exists on the caller's site.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkComment, COMMENT_MAX_IMAGES, type CommentDraft } from '../../../../src/core/comments/rules'
import { resourceTypeOf } from '../../../../src/core/resource-types'
import { badInput, notFound, requireId, single, type Fields } from '../../http/fields'
import { findTarget } from '../places/interactions'

const URL_RE = /^(https?:\/\/|\/)\S+$/

export function listOf(value: unknown, max: number): string[] {
  if (value === undefined || value === null || value === '') return []
  const list = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean)
  if (list.length > max) throw badInput('comments:rule.tooManyImages', { max })
  return list
}

function mediaOf(fields: Fields): { images: string[]; video: string } {
  const images = listOf(fields.images, COMMENT_MAX_IMAGES)
  const video = single(fields, 'video')
  if ([...images, video].some((u) => u && (u.length > 500 || !URL_RE.test(u)))) throw badInput('account:field.invalid', { field: 'images' })
  return { images, video }
}

function starOf(fields: Fields): number {
  const v = single(fields, 'star')
  if (!v) return 0
  if (!/^\d$/.test(v)) throw badInput('comments:rule.badStar')
  return Number(v)
}

/** The comment as stored, or the first rule it breaks (the rule's own message key). */
export function draftOf(fields: Fields): CommentDraft {
  const checked = checkComment({
    content: typeof fields.content === 'string' ? fields.content : single(fields, 'content'),
    emoticonsIds: listOf(fields.emoticonsIds, 50),
    tags: listOf(fields.tags, 50),
    ...mediaOf(fields),
    star: starOf(fields),
  })
  if (!checked.ok) throw badInput(checked.messageKey, checked.params)
  return checked.value
}

export interface Target {
  resourceType: string
  resourceId: number
}

/**
 * The commented resource: a type some capability registered (news, every place type, stories,
 * heritage: plugins/places/interactions.ts) must exist on the site as that capability sees it (a
 * story only once published); other known types (of capabilities still to come) are accepted by id.
 */
export async function targetOf(app: FastifyInstance, siteId: number, fields: Fields): Promise<Target> {
  const resourceType = single(fields, 'resourceType')
  if (!resourceType) throw badInput('field.required', { field: 'resourceType' })
  if (!resourceTypeOf(resourceType)) throw badInput('comments:server.badResourceType')
  const resourceId = requireId(fields, 'resourceId')
  const owner = findTarget(resourceType)
  if (owner) {
    const rows = await app.db
      .select({ one: sql`1` })
      .from(owner.table)
      .where(owner.where(resourceId, siteId))
      .limit(1)
    if (rows.length === 0) throw notFound('comments:server.resourceNotFound')
  }
  return { resourceType, resourceId }
}
