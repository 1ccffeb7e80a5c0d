/**
 * Demo comments (issue 11 "demo data"): for a site without any, the newest news and the first
 * places of each demo site get a few believable comments by demo visitors (users without a phone,
 * so nobody can log in as them), with ratings, tags, expressions and a reply. A place's reviews are
 * written from its own facts (placeLines), so no two places read alike.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import crypto from 'node:crypto'
import { emoticonIdsIn } from '../../../../src/core/comments/emoticons'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import type { Database } from '../../db/database'
import { commentReplies, comments, contents, places, sites, users } from '../../db/schema'
import { placeTypeOfKey } from '../places/place-types'

const VISITORS = ['小林爱旅行', '背包客阿杰', '周末去哪儿', '老王带娃', '摄影师张帆', '晴天的猫']

type PlaceRow = Pick<typeof places.$inferSelect, 'id' | 'type' | 'name' | 'summary' | 'price' | 'openHours' | 'tags'>

/**
 * The four reviews of a place, written from its own facts (its name, what its line says, its
 * price, hours and tags) in the words of its kind: a restaurant is reviewed for its dishes, a
 * hotel for its rooms. As many lines, stars and tags as before (the counts stay PLACE_LINES).
 */
const PLACE_LINES = 4
function placeLines(p: PlaceRow): Array<[string, number, string[]]> {
  const tag = p.tags[0] ?? ''
  const free = !p.price || p.price.includes('免费')
  switch (p.type) {
    case 'FOOD':
      return [
        [`${p.summary}，名不虚传😊 ${p.price ? `${p.price}，` : ''}分量很足。`, 5, ['value']],
        [`带爸妈来${p.name}吃的，老人说味道很地道🙌`, 5, ['family']],
        [`${p.name}饭点排了四十分钟，建议${p.openHours.split(/[，,]/)[0]}一开门就来。`, 4, ['crowded', 'service']],
        [`${tag ? `冲着“${tag}”来的${p.name}，` : `${p.name}`}味道中规中矩，环境有点吵。`, 3, []],
      ]
    case 'HOTEL':
    case 'HOMESTAY':
      return [
        [`${p.name}房间干净，${p.summary}，下次还住😊`, 5, ['clean', 'value']],
        [`带孩子在${p.name}住了两晚，前台很热情，还送了小零食🙌`, 5, ['family', 'service']],
        [`位置方便，${p.price ? `${p.price}这个价位` : '这个价位'}算合理，就是隔音一般。`, 4, ['transport']],
        [`${p.name}的早餐品种少了点，${tag ? `不过“${tag}”名副其实。` : '其他都还行。'}`, 3, []],
      ]
    case 'VENUE':
      return [
        [`${p.name}值得一去，${p.summary}，讲解员讲得很好😊`, 5, ['culture', 'service']],
        [`带孩子来的，${p.openHours.split('（')[0]}开放，小朋友看得很认真🙌`, 5, ['family']],
        [`${p.name}周末预约名额很紧，提前三天才约上，馆内人多。`, 4, ['crowded']],
        [`${free ? `${p.name}免费参观很良心，` : `${p.name}`}就是馆内休息的地方少，走得有点累。`, 3, ['value']],
      ]
    default:
      return [
        [`${p.name}，${p.summary}，景色真的很美😊 早上去人不多。`, 5, ['scenery']],
        [`带孩子来${p.name}，步道平缓，${tag ? `“${tag}”` : '风景'}名不虚传🙌`, 5, ['family', 'clean']],
        [`节假日${p.name}人多，建议错峰；讲解员很专业，“${p.summary}”这一段讲得最好。`, 4, ['crowded', 'service', 'culture']],
        [`${p.name}${free ? '不要门票' : `门票 ${p.price}`}，停车不太方便，门口的小吃味道一般。`, 3, ['transport']],
      ]
  }
}
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
      .select({
        id: places.id,
        type: places.type,
        name: places.name,
        summary: places.summary,
        price: places.price,
        openHours: places.openHours,
        tags: places.tags,
      })
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
      placeLines(place).forEach(([content, star, tags], j) =>
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
    for (const place of spots) await db.update(places).set({ commentNum: PLACE_LINES }).where(eq(places.id, place.id))
  }
}
