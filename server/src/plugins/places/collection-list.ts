/**
 * What the user collected, for /user-collection (GET res/api/interactManage/collectionList):
 * the places and news of their collection interactions on this site, newest collection first,
 * each as a PlaceListItem (news: title → name, description → summary, imgUrl → cover) plus
 * `collectedAt`. `id` is the resource's id: the row opens detailRouteOf(resourceType, id) and is
 * removed with cancelCollection(resourceId: id, resourceType). A resource deleted since is left out.
 */
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { PlaceListItem } from '../../../../src/core/places/contract'
import { contents, interactions, places } from '../../db/schema'
import { pagedA } from '../../http/envelope'
import { fieldsOf, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { Type } from '../../http/schema'
import { targetOf } from './interactions'
import { NEWS_CODE, PLACE_TYPES } from './place-types'
import { PlaceItem, toPlaceItem } from './views'

export const CollectedItem = Type.Intersect([PlaceItem, Type.Object({ collectedAt: Type.String({ format: 'date-time' }) })])

type News = typeof contents.$inferSelect

const newsItem = (n: News): PlaceListItem => ({
  id: n.id,
  type: 'NEWS',
  resourceType: NEWS_CODE,
  name: n.title,
  summary: n.description,
  cover: n.imgUrl,
  regionCode: '',
  address: '',
  longitude: null,
  latitude: null,
  price: '',
  level: '',
  tags: [],
  visitorRatio: null,
  crowdState: '',
  likeNum: n.likeNum,
  collectionNum: n.collectionNum,
})

export async function collectionList(request: FastifyRequest) {
  const fields = fieldsOf(request)
  const { offset, pageSize } = pageOf(fields)
  const resourceType = single(fields, 'resourceType')
  if (resourceType) targetOf(resourceType)
  const where = and(
    eq(interactions.userId, request.user!.id),
    eq(interactions.siteId, request.site.id),
    eq(interactions.kind, 'collection'),
    resourceType ? eq(interactions.resourceType, resourceType) : undefined,
    or(isNotNull(places.id), isNotNull(contents.id)),
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
  const db = request.server.db
  const rows = await db
    .select({ at: interactions.createdAt, place: places, news: contents })
    .from(interactions)
    .leftJoin(places, placeJoin)
    .leftJoin(contents, newsJoin)
    .where(where)
    .orderBy(desc(interactions.createdAt), desc(interactions.id))
    .limit(pageSize)
    .offset(offset)
  const [{ n }] = await db.select({ n: count() }).from(interactions).leftJoin(places, placeJoin).leftJoin(contents, newsJoin).where(where)
  const items = rows.map((r) => ({
    ...(r.place ? toPlaceItem(r.place, request.lang) : newsItem(r.news!)),
    collectedAt: r.at.toISOString(),
  }))
  return pagedA(request, items, n, pageSize)
}
