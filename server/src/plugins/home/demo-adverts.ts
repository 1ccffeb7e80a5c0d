/**
 * Demo adverts: each site without any advert gets four on its home carousel at start (a second
 * start adds nothing): its two most featured places (their own pictures), an activity, and the
 * ministry's site (OUTSIDE, shown behind the leave disclaimer). Titles in every site language.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { adverts, places } from '../../db/schema'
import { demoPicture } from '../demo-pictures'
import { placeTypeOfKey } from '../places/place-types'

type Lang = 'zh' | 'en' | 'fr' | 'ja' | 'ko'
type Texts = Record<Lang, string>

const FEATURED: Texts = {
  zh: '{{name}} · 精品推荐',
  en: '{{name}} · Featured',
  fr: '{{name}} · À la une',
  ja: '{{name}}・おすすめ',
  ko: '{{name}} · 추천',
}
const ACTIVITY: Texts = {
  zh: '非遗周末市集 · 报名中',
  en: 'Intangible heritage weekend market: sign up now',
  fr: 'Marché du patrimoine immatériel du week-end : inscriptions ouvertes',
  ja: '無形文化遺産ウィークエンドマーケット 受付中',
  ko: '무형문화유산 주말 장터 신청 중',
}
const MINISTRY: Texts = {
  zh: '文化和旅游部 · 出游提示',
  en: 'Ministry of Culture and Tourism: travel tips',
  fr: 'Ministère de la Culture et du Tourisme : conseils de voyage',
  ja: '文化観光部 旅行のヒント',
  ko: '문화관광부 여행 안내',
}
const MINISTRY_URL = 'https://www.mct.gov.cn/'
/** the place types a featured advert may open (ordered by their sort, as the lists) */
const FEATURED_TYPES = ['SCENERY', 'VENUE', 'RURAL', 'EXHIBITION'] as const

const fill = (text: string, name: string) => text.replace('{{name}}', name)
const otherLanguages = (texts: Texts, name = '') =>
  Object.fromEntries((['en', 'fr', 'ja', 'ko'] as const).map((lang) => [lang, fill(texts[lang], name)]))

export async function seedDemoAdverts(app: FastifyInstance): Promise<void> {
  const now = app.clock()
  for (const site of app.sites.all()) {
    const [{ n }] = await app.db.select({ n: count() }).from(adverts).where(eq(adverts.siteId, site.id))
    if (n > 0) continue
    const top = await app.db
      .select()
      .from(places)
      .where(and(eq(places.siteId, site.id), inArray(places.type, [...FEATURED_TYPES])))
      .orderBy(desc(places.sort), desc(places.likeNum), places.id)
      .limit(2)
    const rows: Array<typeof adverts.$inferInsert> = top.map((p, i) => ({
      siteId: site.id,
      title: fill(FEATURED.zh, p.name),
      image: p.cover || demoPicture('mountain', p.id),
      type: 'PLACE',
      resourceId: p.id,
      resourceType: placeTypeOfKey(p.type)?.code ?? '',
      translations: Object.fromEntries(
        (['en', 'fr', 'ja', 'ko'] as const).map((lang) => [lang, fill(FEATURED[lang], p.translations?.[lang]?.name || p.name)]),
      ),
      sort: 40 - i,
      createdAt: now,
    }))
    rows.push(
      {
        siteId: site.id,
        title: ACTIVITY.zh,
        image: demoPicture('oldstreet', site.id),
        type: 'ACTIVITY',
        resourceId: 1,
        resourceType: 'CONTENT_TYPE_ACTIVITY',
        translations: otherLanguages(ACTIVITY),
        sort: 20,
        createdAt: now,
      },
      {
        siteId: site.id,
        title: MINISTRY.zh,
        image: demoPicture('skyline', site.id + 7),
        type: 'OUTSIDE',
        jumpUrl: MINISTRY_URL,
        translations: otherLanguages(MINISTRY),
        sort: 10,
        createdAt: now,
      },
    )
    await app.db.insert(adverts).values(rows)
  }
}
