/**
 * What the user collected, for /user-collection (GET res/api/interactManage/collectionList):
 * the resources of their collection interactions on this site, newest collection first, each as a
 * PlaceListItem plus `collectedAt`: places as the place lists show them; news (title → name,
 * description → summary, imgUrl → cover); any other registered type (stories, heritage:
 * interactions.ts) by its title and cover. `id` is the resource's id: the row opens
 * detailRouteOf(resourceType, id) and is removed with cancelCollection(resourceId: id, resourceType).
 * A resource deleted (or no longer public) since is left out.
 */
import { and, count, desc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { PlaceListItem } from '../../../../src/core/places/contract'
import { resourceTypeKeyOf } from '../../../../src/core/resource-types'
import { contents, interactions, places } from '../../db/schema'
import { pagedA } from '../../http/envelope'
import { fieldsOf, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { Type } from '../../http/schema'
import { allTargets, targetOf, type Target } from './interactions'
import { NEWS_CODE, PLACE_TYPES, placeTypeOfCode } from './place-types'
import { PlaceItem, toPlaceItem } from './views'

export const CollectedItem = Type.Intersect([PlaceItem, Type.Object({ collectedAt: Type.String({ format: 'date-time' }) })])

type News = typeof contents.$inferSelect

/** a resource shown by name, summary and cover only (news, stories, heritage) */
const plainItem = (
  item: Pick<PlaceListItem, 'id' | 'type' | 'resourceType' | 'name' | 'summary' | 'cover'> &
    Partial<Pick<PlaceListItem, 'likeNum' | 'collectionNum'>>,
): PlaceListItem => ({
  regionCode: '',
  address: '',
  longitude: null,
  latitude: null,
  price: '',
  level: '',
  tags: [],
  visitorRatio: null,
  crowdState: '',
  likeNum: 0,
  collectionNum: 0,
  ...item,
})
const newsItem = (n: News): PlaceListItem =>
  plainItem({
    id: n.id,
    type: 'NEWS',
    resourceType: NEWS_CODE,
    name: n.title,
    summary: n.description,
    cover: n.imgUrl,
    likeNum: n.likeNum,
    collectionNum: n.collectionNum,
  })

/** the types other capabilities registered: neither a place nor news */
const otherTargets = (): [string, Target][] => allTargets().filter(([code]) => code !== NEWS_CODE && !placeTypeOfCode(code))

export async function collectionList(request: FastifyRequest) {
  const fields = fieldsOf(request)
  const { offset, pageSize } = pageOf(fields)
  const resourceType = single(fields, 'resourceType')
  if (resourceType) targetOf(resourceType)
  const db = request.server.db
  const others = otherTargets()
  const where = and(
    eq(interactions.userId, request.user!.id),
    eq(interactions.siteId, request.site.id),
    eq(interactions.kind, 'collection'),
    resourceType ? eq(interactions.resourceType, resourceType) : undefined,
    or(
      isNotNull(places.id),
      isNotNull(contents.id),
      ...others.map(([code, t]) =>
        and(
          eq(interactions.resourceType, code),
          exists(
            db
              .select({ one: sql`1` })
              .from(t.table)
              .where(t.where(interactions.resourceId, interactions.siteId)),
          ),
        ),
      ),
    ),
  )
  const placeJoin = and(
    inArray(
      interactions.resourceType,
      PLACE_TYPES.map((t) => t.code),
    ),
    eq(places.id, interactions.resourceId),
    eq(places.siteId, interactions.siteId),
  )
  const newsJoin = and(
    eq(interactions.resourceType, NEWS_CODE),
    eq(contents.id, interactions.resourceId),
    eq(contents.siteId, interactions.siteId),
  )
  const rows = await db
    .select({
      at: interactions.createdAt,
      resourceType: interactions.resourceType,
      resourceId: interactions.resourceId,
      place: places,
      news: contents,
    })
    .from(interactions)
    .leftJoin(places, placeJoin)
    .leftJoin(contents, newsJoin)
    .where(where)
    .orderBy(desc(interactions.createdAt), desc(interactions.id))
    .limit(pageSize)
    .offset(offset)
  const [{ n }] = await db.select({ n: count() }).from(interactions).leftJoin(places, placeJoin).leftJoin(contents, newsJoin).where(where)
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...(r.place ? toPlaceItem(r.place, request.lang) : r.news ? newsItem(r.news) : await otherItem(db, r, request.site.id)),
      collectedAt: r.at.toISOString(),
    })),
  )
  return pagedA(request, items, n, pageSize)
}

/** a row of another capability's type, by its registered title and cover (the where above found it) */
async function otherItem(db: FastifyRequest['server']['db'], r: { resourceType: string; resourceId: number }, siteId: number) {
  const t = targetOf(r.resourceType)
  const [row] = await db.select({ title: t.title, cover: t.cover }).from(t.table).where(t.where(r.resourceId, siteId)).limit(1)
  return plainItem({
    id: r.resourceId,
    type: resourceTypeKeyOf(r.resourceType) ?? r.resourceType,
    resourceType: r.resourceType,
    name: String(row?.title ?? ''),
    summary: '',
    cover: String(row?.cover ?? ''),
  })
}
