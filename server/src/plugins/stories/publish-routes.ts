/**
 * Publishing (/add-story, /add-pk, /add-work, /add-strategy, /strategy-edit), login required,
 * through the kit's ownedRows (docs/contract-stories.md):
 *   GET  res/api/story/mine/list · mine/detail?id · POST mine/save {id?, storyType, title, content,
 *        cover, coverWidth?, coverHeight?, images (JSON array, ≤ 9), tagId?, topicId?, regionName?}
 *        · POST mine/delete {id}
 * Another user's story answers not found; every rule is checked before anything is written. A
 * story is stored exactly as written (text, never HTML: the app renders it as text). After a
 * write the lists' cache is dropped and the search index learns the story.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { STORY_LIMITS, STORY_TYPE_LIST, type StoryType } from '../../../../src/core/stories/contract'
import { acceptsEntries } from '../../../../src/core/stories/topic-state'
import { stories, storyTags, topics } from '../../db/schema'
import { badInput, optionalId, single, str, type Fields } from '../../http/fields'
import { ownedRows } from '../../http/owned-rows'
import { Item, Text, Type } from '../../http/schema'
import { reindexResource } from '../search'
import { STORIES_TAG } from './routes'
import { StoryItemSchema, resourceTypeOf, toStoryItem } from './views'
import { statusAfterReview } from './review'

type Row = typeof stories.$inferSelect
const MineItem = Item({
  ...StoryItemSchema.properties,
  content: Type.String(),
  cover: Type.String(),
  coverWidth: Type.Integer(),
  coverHeight: Type.Integer(),
  images: Type.Array(Type.String()),
})
const view = (r: Row) => ({
  ...toStoryItem(r),
  content: r.content,
  cover: r.cover,
  coverWidth: r.coverWidth,
  coverHeight: r.coverHeight,
  images: r.images,
})

/** an uploaded picture's address: http(s) or site-relative, nothing a browser would run */
const PICTURE = /^(https?:\/\/|\/)[^\s<>"']{1,500}$/

function picture(value: string, field: string): string {
  if (value && !PICTURE.test(value)) throw badInput('stories.badPicture', { field })
  return value
}

function images(fields: Fields): string[] {
  const raw = fields.images
  let list: unknown = Array.isArray(raw) ? raw : []
  if (typeof raw === 'string' && raw.trim()) {
    try {
      list = raw.trim().startsWith('[') ? JSON.parse(raw) : [raw]
    } catch {
      throw badInput('stories.badPicture', { field: 'images' })
    }
  }
  if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) throw badInput('stories.badPicture', { field: 'images' })
  if (list.length > STORY_LIMITS.images) throw badInput('stories.tooManyImages', { limit: STORY_LIMITS.images })
  return (list as string[]).map((v) => picture(v.trim(), 'images'))
}

function text(fields: Fields, name: 'title' | 'content' | 'regionName', max: number, required: boolean): string {
  const v = single(fields, name).trim()
  if (required && !v) throw badInput(`stories.${name}Required`)
  if (v.length > max) throw badInput(`stories.${name}TooLong`, { limit: max })
  return v
}

function size(fields: Fields, name: string): number {
  const v = single(fields, name)
  if (!v) return 0
  if (!/^\d{1,5}$/.test(v)) throw badInput('stories.badNumber', { field: name })
  return Number(v)
}

/** the topic an entry joins: of this site, under way, and of the entry's kind for works and PK */
async function topicOf(app: FastifyInstance, request: FastifyRequest, id: number | null, type: StoryType): Promise<number | null> {
  const needsTopic = type === 'WORK' || type === 'PK'
  if (!id) {
    if (needsTopic) throw badInput('stories.topicRequired')
    return null
  }
  const [topic] = await app.db
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), eq(topics.siteId, request.site.id)))
  if (!topic || (needsTopic && topic.kind !== type)) throw badInput('stories.topicNotFound', { id })
  if (!acceptsEntries(topic, app.clock())) throw badInput('stories.topicClosed')
  return id
}

async function tagOf(app: FastifyInstance, request: FastifyRequest, id: number | null): Promise<number | null> {
  if (!id) return null
  const [tag] = await app.db
    .select({ id: storyTags.id })
    .from(storyTags)
    .where(and(eq(storyTags.id, id), eq(storyTags.siteId, request.site.id)))
  if (!tag) throw badInput('stories.tagNotFound', { id })
  return id
}

async function parse(app: FastifyInstance, fields: Fields, request: FastifyRequest) {
  const storyType = single(fields, 'storyType') as StoryType
  if (!STORY_TYPE_LIST.includes(storyType)) throw badInput('stories.badType')
  const pictures = images(fields)
  const cover = picture(single(fields, 'cover').trim(), 'cover') || pictures[0] || ''
  const withPicture = storyType === 'WORK' || storyType === 'PK'
  if (withPicture && !cover) throw badInput('stories.pictureRequired')
  const content = text(fields, 'content', STORY_LIMITS.content, !withPicture)
  // a moment may be text alone: its first words are its title
  const title = text(fields, 'title', STORY_LIMITS.title, storyType !== 'MOMENT') || content.slice(0, 20)
  const user = request.user!
  return {
    siteId: request.site.id,
    storyType,
    title,
    content,
    cover,
    coverWidth: size(fields, 'coverWidth'),
    coverHeight: size(fields, 'coverHeight'),
    images: pictures,
    tagId: await tagOf(app, request, optionalId(fields, 'tagId')),
    topicId: await topicOf(app, request, optionalId(fields, 'topicId'), storyType),
    regionName: text(fields, 'regionName', STORY_LIMITS.region, false),
    authorName: str(user.nickname) || '',
    authorHead: str(user.headImg) || '',
    status: await statusAfterReview(app.db, request.site.id, `${title}\n${content}`),
  }
}

export async function publishRoutes(app: FastifyInstance): Promise<void> {
  const changed = async (request: FastifyRequest, row: Row) => {
    await app.cache?.invalidate(STORIES_TAG, request.site.id)
    await reindexResource(app, request.site.id, resourceTypeOf(row.storyType), row.id)
  }
  await ownedRows(app, {
    prefix: '/api/res/api/story/mine',
    table: stories,
    item: MineItem,
    view,
    input: {
      storyType: Text({ maxLength: 16 }),
      title: Text(),
      content: Text(),
      cover: Text(),
      coverWidth: Text({ maxLength: 5 }),
      coverHeight: Text({ maxLength: 5 }),
      images: Type.Union([Text(), Type.Array(Text(), { maxItems: 20 })]),
      tagId: Text({ maxLength: 20 }),
      topicId: Text({ maxLength: 20 }),
      regionName: Text(),
    },
    parse: (fields, request) => parse(app, fields, request),
    notFoundKey: 'resource.notFound',
    afterWrite: changed,
    afterDelete: changed,
  })
}
