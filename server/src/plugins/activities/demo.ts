/**
 * Demo activities, made once per site that has no classify: the classifies, the activities of the
 * site's table (demo-table.ts) dated from the seed's day (so the demo shows each state: ended, in
 * progress, sign-up not open yet, open, closed, full), and for every bookable one its booking
 * resource (CONTENT_TYPE_ACTIVITY, resourceId = the activity) with one slot per session, priced in
 * fen (paid modes) or points (credit modes). Pictures: the drawn demo scenes the places use.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { isActivityMode, isBookableMode, typeOfMode, type ActivityMode } from '../../../../src/core/activities/rules'
import { siteDayOf, siteInstantOf } from '../../../../src/core/booking/site-time'
import { daysBetween } from '../../../../src/core/calendar/chinese-calendar'
import { RESOURCE_TYPES, type ResourceTypeKey } from '../../../../src/core/resource-types'
import type { Database } from '../../db/database'
import { activities, activityClassifies, bookingResources, bookingSlots, places, sites, type ActivitySession } from '../../db/schema'
import { demoSeasonSpan, isDemoSeason } from '../../demo/seasons'
import { demoPicture, isDemoScene, type DemoScene } from '../demo-pictures/pictures'
import { CHENGDU_ACTIVITIES, CLASSIFIES, TEMPLATES } from './demo-table'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const CHENGDU_SITES = new Set(['cd-city', 'intl-expo', 'ya-paused', 'beta-preview'])
const INTL_LANGS = ['en', 'fr', 'ja', 'ko'] as const

interface Line {
  name: string
  en: string
  classify: string
  mode: ActivityMode
  place: string
  placeKind?: string
  firstDay: number
  days: number
  session: string
  capacity: number
  scene: DemoScene
  intro: string
  options: Record<string, string>
}

function optionsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, ...rest] = part.split('=')
    out[key] = rest.join('=') || 'true'
  }
  return out
}

function parseTable(text: string): Line[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [name, en, classify, mode, place, firstDay, days, session, capacity, scene, intro, options = ''] = l
        .split('|')
        .map((s) => s.trim())
      const method = `ACTIVITY_MODE_${mode}`
      if (!isActivityMode(method)) throw new Error(`demo activity ${name}: unknown mode ${mode}`)
      if (!isDemoScene(scene)) throw new Error(`demo activity ${name}: unknown scene ${scene}`)
      return {
        name,
        en,
        classify,
        mode: method,
        place,
        firstDay: Number(firstDay),
        days: Number(days),
        session,
        capacity: Number(capacity),
        scene,
        intro,
        options: optionsOf(options),
      }
    })
}

const addDays = (day: string, n: number) => siteDayOf(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS - 8 * HOUR_MS)

/** the activity row (without ids) and its sessions from a line, dated from `now` */
export function datesOf(line: Pick<Line, 'firstDay' | 'days' | 'session' | 'capacity' | 'options'>, now: number) {
  const today = siteDayOf(now)
  const [start, end] = line.session.split('-')
  // a seasonal activity (season=<name>) begins on its season's first day, not a day from the seed's
  const season = line.options.season
  const firstDay = season && isDemoSeason(season) ? daysBetween(today, demoSeasonSpan(season, new Date(now)).start) : line.firstDay
  const sessions: ActivitySession[] = Array.from({ length: line.days }, (_, i) => ({
    day: addDays(today, firstDay + i),
    start,
    end,
    capacity: line.capacity,
  }))
  const first = sessions[0]
  const last = sessions[sessions.length - 1]
  const startsAt = siteInstantOf(first.day, first.start)
  const endsAt = siteInstantOf(last.day, last.end)
  let signStartsAt = siteInstantOf(addDays(first.day, -10), '09:00')
  let signEndsAt = new Date(siteInstantOf(last.day, last.start).getTime() - 2 * HOUR_MS)
  if (line.options.signIn) signStartsAt = siteInstantOf(addDays(today, Number(line.options.signIn)), '09:00')
  if (line.options.signClosed) {
    signStartsAt = new Date(now - 5 * DAY_MS)
    signEndsAt = new Date(now - HOUR_MS)
  }
  return { sessions, startsAt, endsAt, signStartsAt, signEndsAt }
}

type PlaceRow = {
  id: number
  name: string
  type: string
  address: string
  phone: string
  longitude: number | null
  latitude: number | null
  translations: Record<string, { name?: string; address?: string }>
}

async function linesOfSite(db: Database, siteId: number, siteCode: string): Promise<{ lines: Line[]; placeRows: PlaceRow[] }> {
  const placeRows = (await db
    .select({
      id: places.id,
      name: places.name,
      type: places.type,
      address: places.address,
      phone: places.phone,
      longitude: places.longitude,
      latitude: places.latitude,
      translations: places.translations,
    })
    .from(places)
    .where(and(eq(places.siteId, siteId), inArray(places.type, ['VENUE', 'SCENERY', 'SCENIC_SHOW', 'ENTERTAINMENT'])))
    .orderBy(places.id)) as PlaceRow[]
  if (CHENGDU_SITES.has(siteCode)) return { lines: parseTable(CHENGDU_ACTIVITIES), placeRows }
  const lines: Line[] = []
  for (const [i, t] of TEMPLATES.entries()) {
    const candidates = placeRows.filter((p) => p.type === t.placeKind)
    const place = candidates[i % Math.max(1, candidates.length)]
    if (!place) continue
    const mode = `ACTIVITY_MODE_${t.mode}` as ActivityMode
    lines.push({
      name: `${place.name}${t.suffix}`,
      en: '',
      classify: t.classify,
      mode,
      place: place.name,
      firstDay: t.firstDay,
      days: t.days,
      session: t.session,
      capacity: t.capacity,
      scene: t.scene as DemoScene,
      intro: t.intro,
      options: optionsOf(t.options),
    })
  }
  return { lines, placeRows }
}

export async function seedDemoActivities(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(activityClassifies, eq(activityClassifies.siteId, site.id))
    if (n > 0) continue
    const { lines, placeRows } = await linesOfSite(db, site.id, site.siteCode)
    if (lines.length === 0) continue
    const intl = site.siteCode === 'intl-expo'
    const classifyRows = await db
      .insert(activityClassifies)
      .values(
        CLASSIFIES.map((c, i) => ({
          siteId: site.id,
          name: c.zh,
          translations: (intl ? { en: c.en, fr: c.fr, ja: c.ja, ko: c.ko } : {}) as Record<string, string>,
          sort: CLASSIFIES.length - i,
        })),
      )
      .returning({ id: activityClassifies.id, name: activityClassifies.name })
    const classifyId = new Map(CLASSIFIES.map((c, i) => [c.key, classifyRows[i].id]))

    for (const [i, line] of lines.entries()) {
      const place = placeRows.find((p) => p.name === line.place)
      const dates = datesOf(line, now.getTime())
      const typeKey = place?.type as ResourceTypeKey | undefined
      const cover = demoPicture(line.scene, 7 + i * 3)
      const [row] = await db
        .insert(activities)
        .values({
          siteId: site.id,
          classifyId: classifyId.get(line.classify)!,
          name: line.name,
          activityType: typeOfMode(line.mode),
          method: line.mode,
          cover,
          images: [
            { url: cover, description: line.name },
            { url: demoPicture(line.scene, 8 + i * 3), description: line.place },
          ],
          intro: line.intro,
          organizer: place ? place.name : site.name,
          // the place's own line (its region's area code); the Chengdu organiser's line otherwise
          phone: place?.phone || '028-8661' + String(1000 + i).slice(-4),
          address: place?.address ?? '',
          longitude: place?.longitude ?? null,
          latitude: place?.latitude ?? null,
          placeId: place?.id ?? null,
          placeType: typeKey && RESOURCE_TYPES[typeKey] ? RESOURCE_TYPES[typeKey].code : '',
          startsAt: dates.startsAt,
          endsAt: dates.endsAt,
          signStartsAt: dates.signStartsAt,
          signEndsAt: dates.signEndsAt,
          jumpUrl: line.options.url ?? '',
          faithUseStatus: !!line.options.faith,
          minCreditScore: Number(line.options.faith ?? 0),
          seatSelection: !!line.options.seat,
          sessions: dates.sessions,
          translations: intl && line.en ? Object.fromEntries(INTL_LANGS.map((l) => [l, { name: line.en }])) : {},
          likeNum: (i * 7) % 23,
          collectionNum: (i * 5) % 17,
          sort: lines.length - i,
          createdAt: now,
        })
        .returning()
      if (!isBookableMode(line.mode) || line.capacity <= 0) continue
      const price = priceOf(line)
      const [resource] = await db
        .insert(bookingResources)
        .values({
          siteId: site.id,
          resourceType: RESOURCE_TYPES.ACTIVITY.code,
          resourceId: row.id,
          resourceName: row.name,
          // an activity's sessions are dated: its slots are written here, never made by ensureSlots
          sessions: [],
          closedWeekdays: [],
          cancelStatus: 2,
          cancelHours: 2,
          priceFen: price.fen,
          pricePoints: price.points,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!resource) continue
      await db.insert(bookingSlots).values(
        dates.sessions.map((s) => ({
          siteId: site.id,
          bookingResourceId: resource.id,
          day: s.day,
          startsAt: siteInstantOf(s.day, s.start),
          endsAt: siteInstantOf(s.day, s.end),
          capacity: s.capacity,
          sold: line.options.full ? s.capacity : 0,
          openStatus: 1,
        })),
      )
    }
  }
}

function priceOf(line: Line): { fen: number; points: number } {
  return { fen: Math.round(Number(line.options.price ?? 0) * 100), points: Number(line.options.points ?? 0) }
}
