/**
 * Likes, collections, focus and browse records (res/api/interactManage/*). Each change is ONE
 * transaction: a conditional insert (ON CONFLICT DO NOTHING on the interactions_once key) or a
 * delete, and the resource's counter moves only when that row really appeared or went, so a
 * double tap or twenty parallel taps of one user count once, and parallel users all count.
 * A collection also keeps its user_collections row (user/api/collection/list of the user centre).
 *
 * Resources: every place type (places row of that type) and news (contents). Another site's id,
 * an unknown id or an id of another type: not found.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { InteractState } from '../../../../src/core/places/contract'
import type { Database, Transaction } from '../../db/database'
import { browseRecords, contents, interactions, places, userCollections } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'
import { NEWS_CODE, PLACE_TYPES, placeTypeOfCode } from './place-types'

export type Kind = 'like' | 'collection' | 'focus'

export interface Target {
  table: PgTable
  /** the resource row of this site and type (values, or columns of an outer query: collectionList's exists) */
  where: (id: number | AnyPgColumn, siteId: number | AnyPgColumn) => SQL
  title: AnyPgColumn
  cover: AnyPgColumn
  /**
   * counter columns by kind (property name of the table and its column); focus has none; `comment`
   * is the published comments' count, which the comments capability recounts (plugins/comments/counters.ts)
   */
  counters: Partial<Record<Kind | 'browse' | 'comment', { key: string; column: AnyPgColumn }>>
  /** cache tag of the answers showing the counters */
  tag: string
}

function placeTarget(typeKey: string): Target {
  return {
    table: places,
    where: (id, siteId) => and(eq(places.id, id), eq(places.siteId, siteId), eq(places.type, typeKey))!,
    title: places.name,
    cover: places.cover,
    counters: {
      like: { key: 'likeNum', column: places.likeNum },
      collection: { key: 'collectionNum', column: places.collectionNum },
      browse: { key: 'browseNum', column: places.browseNum },
      comment: { key: 'commentNum', column: places.commentNum },
    },
    tag: 'places',
  }
}

const newsTarget: Target = {
  table: contents,
  where: (id, siteId) => and(eq(contents.id, id), eq(contents.siteId, siteId))!,
  title: contents.title,
  cover: contents.imgUrl,
  counters: {
    like: { key: 'likeNum', column: contents.likeNum },
    collection: { key: 'collectionNum', column: contents.collectionNum },
    comment: { key: 'commentNum', column: contents.commentNum },
  },
  tag: 'content',
}

/** Targets other capabilities own (heritage, stories...), registered by them at start: code → target. */
const REGISTERED = new Map<string, Target>()

/** Lets another capability's resource type be liked, collected, followed and commented on (its count). */
export function registerInteractTarget(resourceType: string, target: Target): void {
  REGISTERED.set(resourceType, target)
}

/** The target of a CONTENT_TYPE_* code, or undefined for a code no capability has registered. */
export function findTarget(resourceType: string): Target | undefined {
  if (resourceType === NEWS_CODE) return newsTarget
  const type = placeTypeOfCode(resourceType)
  return REGISTERED.get(resourceType) ?? (type ? placeTarget(type.key) : undefined)
}

/** Every target by code: news, each place type, then the registered ones. */
export function allTargets(): [string, Target][] {
  return [[NEWS_CODE, newsTarget], ...PLACE_TYPES.map((t): [string, Target] => [t.code, placeTarget(t.key)]), ...REGISTERED.entries()]
}

/** The target of a code; a code interactions do not cover yet is refused by name. */
export function targetOf(resourceType: string): Target {
  const target = findTarget(resourceType)
  if (!target) throw badInput('places.badResourceType', { value: resourceType.slice(0, 40) })
  return target
}

export interface InteractionInput {
  userId: number
  siteId: number
  resourceType: string
  resourceId: number
}

async function resourceOf(tx: Transaction, target: Target, input: InteractionInput) {
  const [row] = await tx
    .select({ title: target.title, cover: target.cover })
    .from(target.table)
    .where(target.where(input.resourceId, input.siteId))
    .limit(1)
  if (!row) throw notFound('places.resourceNotFound', { id: input.resourceId })
  return row as { title: string; cover: string }
}

/** Moves a counter by delta (never below 0) and answers it; delta 0 only reads it. */
async function counter(tx: Transaction, target: Target, kind: Kind | 'browse', input: InteractionInput, delta: number): Promise<number> {
  const c = target.counters[kind]
  if (!c) {
    // no column (focus, a news item's browsing): the rows are the count
    const [{ n }] =
      kind === 'browse'
        ? await tx
            .select({ n: count() })
            .from(browseRecords)
            .where(and(eq(browseRecords.resourceType, input.resourceType), eq(browseRecords.resourceId, input.resourceId)))
        : await tx
            .select({ n: count() })
            .from(interactions)
            .where(
              and(
                eq(interactions.resourceType, input.resourceType),
                eq(interactions.resourceId, input.resourceId),
                eq(interactions.kind, kind),
              ),
            )
    return n
  }
  const where = target.where(input.resourceId, input.siteId)
  if (delta === 0) {
    const [row] = await tx.select({ n: c.column }).from(target.table).where(where)
    return row.n as number
  }
  const [row] = await tx
    .update(target.table)
    .set({ [c.key]: sql`greatest(${c.column} + ${delta}, 0)` } as never)
    .where(where)
    .returning({ n: c.column })
  return row.n as number
}

const interactionRow = (input: InteractionInput, kind: Kind) =>
  and(
    eq(interactions.userId, input.userId),
    eq(interactions.resourceType, input.resourceType),
    eq(interactions.resourceId, input.resourceId),
    eq(interactions.kind, kind),
  )

/**
 * Turns the user's `kind` on the resource on or off and answers the state and count. Asking for
 * the state it already has changes nothing and answers it (not an error).
 */
export async function setInteraction(db: Database, input: InteractionInput, kind: Kind, on: boolean, now: Date): Promise<InteractState> {
  const target = targetOf(input.resourceType)
  return db.transaction(async (tx) => {
    const resource = await resourceOf(tx, target, input)
    const changed = on
      ? (
          await tx
            .insert(interactions)
            .values({ ...input, kind, createdAt: now })
            .onConflictDoNothing({ target: [interactions.userId, interactions.resourceType, interactions.resourceId, interactions.kind] })
            .returning({ id: interactions.id })
        ).length > 0
      : (await tx.delete(interactions).where(interactionRow(input, kind)).returning({ id: interactions.id })).length > 0
    if (changed && kind === 'collection') await mirrorCollection(tx, input, on, resource, now)
    const n = await counter(tx, target, kind, input, changed ? (on ? 1 : -1) : 0)
    return { status: on, count: n }
  })
}

/** The user centre's list of collections (user/api/collection/list) follows the collection. */
async function mirrorCollection(
  tx: Transaction,
  input: InteractionInput,
  on: boolean,
  resource: { title: string; cover: string },
  now: Date,
) {
  const key = and(
    eq(userCollections.userId, input.userId),
    eq(userCollections.resourceType, input.resourceType),
    eq(userCollections.resourceId, String(input.resourceId)),
  )
  if (!on) {
    await tx.delete(userCollections).where(key)
    return
  }
  await tx
    .insert(userCollections)
    .values({
      userId: input.userId,
      resourceType: input.resourceType,
      resourceId: String(input.resourceId),
      title: resource.title,
      imgUrl: resource.cover || null,
      createdAt: now,
    })
    .onConflictDoNothing()
}

/** One browse: a browse_records row and the browse counter + 1 (every view counts). */
export async function addBrowse(db: Database, input: InteractionInput, now: Date): Promise<InteractState> {
  const target = targetOf(input.resourceType)
  return db.transaction(async (tx) => {
    await resourceOf(tx, target, input)
    await tx.insert(browseRecords).values({ ...input, createdAt: now })
    return { status: true, count: await counter(tx, target, 'browse', input, 1) }
  })
}

export const cacheTagOf = (resourceType: string): string => targetOf(resourceType).tag
