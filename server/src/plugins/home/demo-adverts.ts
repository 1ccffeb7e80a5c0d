/**
 * Demo adverts: each site without any advert gets four on its home carousel at start (a second
 * start adds nothing): its two most featured places (their own pictures), one of its own activities
 * (the next bookable one whose sign-up is open, else its latest; none when it has none), and the ministry's site
 * (OUTSIDE, shown behind the leave disclaimer). Titles in every site language.
 */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ACTIVITY_MODE_NAMES, ACTIVITY_MODES } from '../../../../src/core/activities/rules'
import { activities, adverts, places } from '../../db/schema'
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
const SIGN_UP_OPEN: Texts = {
  zh: '{{name}} · 报名中',
  en: '{{name}}: sign up now',
  fr: '{{name}} : inscriptions ouvertes',
  ja: '{{name}} 受付中',
  ko: '{{name}} 신청 중',
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
/** an advert's translations: its title in each language besides Chinese */
const otherLanguages = (titleIn: (lang: Exclude<Lang, 'zh'>) => string) =>
  Object.fromEntries((['en', 'fr', 'ja', 'ko'] as const).map((lang) => [lang, titleIn(lang)]))

export async function seedDemoAdverts(app: FastifyInstance): Promise<void> {
  const now = app.clock()
  for (const site of app.sites.all()) {
    const n = await app.db.$count(adverts, eq(adverts.siteId, site.id))
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
      translations: otherLanguages((lang) => fill(FEATURED[lang], p.translations?.[lang]?.name || p.name)),
      sort: 40 - i,
      createdAt: now,
    }))
    const activity = await advertisedActivity(app, site.id, now)
    if (activity) {
      const { row, open } = activity
      const title = (lang: Lang, name: string) => (open ? fill(SIGN_UP_OPEN[lang], name) : name)
      rows.push({
        siteId: site.id,
        title: title('zh', row.name),
        image: row.cover || demoPicture('oldstreet', site.id),
        type: 'ACTIVITY',
        resourceId: row.id,
        resourceType: 'CONTENT_TYPE_ACTIVITY',
        translations: otherLanguages((lang) => title(lang, row.translations?.[lang]?.name || row.name)),
        sort: 20,
        createdAt: now,
      })
    }
    rows.push({
      siteId: site.id,
      title: MINISTRY.zh,
      image: demoPicture('skyline', site.id + 7),
      type: 'OUTSIDE',
      jumpUrl: MINISTRY_URL,
      translations: otherLanguages((lang) => MINISTRY[lang]),
      sort: 10,
      createdAt: now,
    })
    await app.db.insert(adverts).values(rows)
  }
}

/** the modes a visitor books or signs up for: only those are advertised as "sign up now" */
const BOOKABLE_MODES = ACTIVITY_MODE_NAMES.filter((mode) => ACTIVITY_MODES[mode].bookable)

/** the site's next bookable activity whose sign-up is still open, else its latest one */
async function advertisedActivity(app: FastifyInstance, siteId: number, now: Date) {
  const [open] = await app.db
    .select()
    .from(activities)
    .where(and(eq(activities.siteId, siteId), inArray(activities.method, BOOKABLE_MODES), gt(activities.signEndsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(1)
  if (open) return { row: open, open: true }
  const [latest] = await app.db
    .select()
    .from(activities)
    .where(eq(activities.siteId, siteId))
    .orderBy(desc(activities.startsAt), desc(activities.id))
    .limit(1)
  return latest ? { row: latest, open: false } : null
}
