/**
 * Demo comments (issue 11 "demo data"): for a site without any, the newest news and the first
 * places of each demo site get a few believable comments by demo visitors (users without a phone,
 * so nobody can log in as them), with ratings, tags, expressions and a reply.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import crypto from 'node:crypto'
import { emoticonIdsIn } from '../../../../src/core/comments/emoticons'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { Database } from '../../db/database'
import { commentReplies, comments, contents, places, sites, users } from '../../db/schema'
import { placeTypeOfKey } from '../places/place-types'

const VISITORS = ['成都小林', '背包客阿杰', '熊猫迷Lily', '川味老王', '周末去哪儿', '摄影师张帆']

const PLACE_LINES: Array<[string, number, string[]]> = [
  ['景色真的很美，早上去人不多，空气特别好😊 推荐走环线，大概三个小时。', 5, ['scenery', 'value']],
  ['带孩子来的，步道平缓，休息点也多，小朋友玩得很开心🙌', 5, ['family', 'clean']],
  ['节假日排队比较久，建议错峰。讲解员很专业，听完收获很大。', 4, ['crowded', 'service', 'culture']],
  ['停车方便，地铁出站走十分钟就到。门口的小吃味道一般。', 3, ['transport']],
]
const NEWS_LINES: Array<[string, string[]]> = [
  ['这个活动太棒了，周末一定带家人去看看❤️', ['family']],
  ['写得很详细，收藏了，出发前再看一遍😊', ['culture']],
  ['去年去过一次，今年换了新路线，期待！', []],
]

async function demoVisitors(db: Database, siteId: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(VISITORS.map((nickname) => ({ siteId, nickname, unid: crypto.randomUUID() })))
    .returning({ id: users.id })
  return rows.map((r) => r.id)
}

export async function seedDemoComments(db: Database, now: Date): Promise<void> {
  const all = await db.select({ id: sites.id }).from(sites)
  const placeCode = (key: string) => placeTypeOfKey(key)?.code
  for (const site of all) {
    const n = await db.$count(comments, eq(comments.siteId, site.id))
    if (n > 0) continue
    const news = await db
      .select({ id: contents.id })
      .from(contents)
      .where(eq(contents.siteId, site.id))
      .orderBy(desc(contents.publishTime), desc(contents.id))
      .limit(3)
    const spots = await db
      .select({ id: places.id, type: places.type })
      .from(places)
      .where(and(eq(places.siteId, site.id), inArray(places.type, ['SCENERY', 'VENUE', 'HOTEL', 'FOOD'])))
      .orderBy(asc(places.id))
      .limit(8)
    if (news.length + spots.length === 0) continue
    const visitors = await demoVisitors(db, site.id)
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000)
    const rows: Array<typeof comments.$inferInsert> = []
    news.forEach((item, i) =>
      NEWS_LINES.forEach(([content, tags], j) =>
        rows.push({
          siteId: site.id,
          userId: visitors[(i + j) % visitors.length],
          resourceType: RESOURCE_TYPES.NEWS.code,
          resourceId: item.id,
          content,
          tags,
          emoticonsIds: emoticonIdsIn(content),
          createdAt: at(5 + i * 7 + j * 3),
        }),
      ),
    )
    spots.forEach((place, i) =>
      PLACE_LINES.forEach(([content, star, tags], j) =>
        rows.push({
          siteId: site.id,
          userId: visitors[(i + j + 2) % visitors.length],
          resourceType: placeCode(place.type) ?? RESOURCE_TYPES.SCENERY.code,
          resourceId: place.id,
          content,
          star,
          tags,
          emoticonsIds: emoticonIdsIn(content),
          createdAt: at(10 + i * 11 + j * 5),
        }),
      ),
    )
    const inserted = await db.insert(comments).values(rows).returning({ id: comments.id })
    // one reply under the first comment of each resource group
    const first = inserted[0]
    if (first) {
      await db.insert(commentReplies).values({
        siteId: site.id,
        userId: visitors[3],
        commentId: first.id,
        content: '同感！我们上周也去了，体验很好。',
        createdAt: at(2),
      })
      await db.update(comments).set({ replyNum: 1 }).where(eq(comments.id, first.id))
    }
    for (const item of news) await db.update(contents).set({ commentNum: NEWS_LINES.length }).where(eq(contents.id, item.id))
    for (const place of spots) await db.update(places).set({ commentNum: PLACE_LINES.length }).where(eq(places.id, place.id))
  }
}
