/**
 * Server-side translations: every message a person may see (toasts of envelope messages,
 * the "not built" page, demo menu names) comes from locales/<lang>/server.json.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import i18next, { type TFunction } from 'i18next'
import { APP_LANGUAGES, DEFAULT_LANGUAGE, pickLanguage, toAppLanguage, type AppLanguage } from '../../../src/core/lang'
import type { SiteConfig } from '../../../types/site'

export { APP_LANGUAGES, DEFAULT_LANGUAGE, toAppLanguage, type AppLanguage }

/** The best language of an Accept-Language header that is one of ours. */
function acceptedLanguage(acceptLanguage: string | undefined): AppLanguage | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.map((x) => toAppLanguage(x.tag)).find((l) => l !== undefined)
}

function queryLanguage(lang: unknown): string | undefined {
  return typeof lang === 'string' ? lang : undefined
}

/** Before the site is known (unknown site, admission): `lang` query, then Accept-Language, then Chinese. */
export function requestLanguage(lang: unknown, acceptLanguage: string | undefined): AppLanguage {
  return toAppLanguage(queryLanguage(lang)) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
}

/**
 * Once the site is known: the same choice the app makes (src/core/lang.ts), so messages come in
 * the language the visitor sees; a language the site does not offer falls back to the site's.
 */
export function siteLanguage(lang: unknown, acceptLanguage: string | undefined, site: SiteConfig): AppLanguage {
  return pickLanguage({
    requested: queryLanguage(lang),
    stored: acceptedLanguage(acceptLanguage),
    siteLanguages: site.languages,
    siteDefault: site.defaultLanguage,
  })
}

const LOCALES_DIR = fileURLToPath(new URL('../../../locales', import.meta.url))

function loadResources() {
  return Object.fromEntries(
    APP_LANGUAGES.map((lng) => [
      lng,
      {
        server: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/server.json`, 'utf8')),
        // account capabilities' messages (plugins/account, user-centre, credit), keys `account:...`
        account: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/account.json`, 'utf8')),
        // the comments capability's messages, keys `comments:...` (shared with the app: the same rules)
        comments: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/comments.json`, 'utf8')),
        // the booking capability's messages, keys `booking:error...` (the app shows the same words)
        booking: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/booking.json`, 'utf8')),
        // the orders capability's messages, keys `orders:error...` and `orders:done...` (plugins/orders)
        orders: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/orders.json`, 'utf8')),
        // appointments beyond the calendar (query block, ZYTF, routes, third party): keys `appointment:...`
        appointment: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/appointment.json`, 'utf8')),
        // payment of bookings, keys `pay:...` (plugins/booking/pay-*.ts; the app's pay page shares them)
        pay: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/pay.json`, 'utf8')),
        // activities, keys `activity:...` (plugins/activities; the app's activity pages share them)
        activity: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/activity.json`, 'utf8')),
        // courses, quizzes and the study tour, keys `courses:...` (plugins/courses; the app's course pages share them)
        courses: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/courses.json`, 'utf8')),
        // help: FAQ, robot and emergency reports, keys `help:error...` (plugins/help; the app's help pages share them)
        help: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/help.json`, 'utf8')),
        // activity rooms and seat selection, keys `rooms:error...`, `rooms:seat...` (plugins/booking/rooms, seats)
        rooms: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/rooms.json`, 'utf8')),
        // complaints, keys `complaints:...` (plugins/complaints; the app's complaint pages share them)
        complaints: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/complaints.json`, 'utf8')),
        // itineraries and transport search, keys `trips:error...` (plugins/trips; the app's travel plan form shares them)
        trips: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/trips.json`, 'utf8')),
        // volunteers, keys `volunteers:error...`, `volunteers:done...` (plugins/volunteers; the app's volunteer pages share them)
        volunteers: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/volunteers.json`, 'utf8')),
        // votes and surveys, keys `votes:error...`, `votes:survey...` (plugins/votes; the app's vote and survey pages share them)
        votes: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/votes.json`, 'utf8')),
        // the shop and the electricity benefit, keys `shop:error...` (plugins/shop; the app's shop pages share them)
        shop: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/shop.json`, 'utf8')),
        // the memorial, keys `memorial:error...`, `memorial:done...` (plugins/memorial; the app's memorial pages share them)
        memorial: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/memorial.json`, 'utf8')),
        // campaign pages, keys `campaigns:error...` (plugins/campaigns; the app's campaign pages share the namespace)
        campaigns: JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/campaigns.json`, 'utf8')),
      },
    ]),
  )
}

const instance = i18next.createInstance()
void instance.init({
  resources: loadResources(),
  ns: [
    'server',
    'account',
    'comments',
    'booking',
    'orders',
    'appointment',
    'pay',
    'activity',
    'rooms',
    'trips',
    'help',
    'votes',
    'shop',
    'courses',
    'volunteers',
    'memorial',
    'campaigns',
  ],
  defaultNS: 'server',
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...APP_LANGUAGES],
  // messages go out as JSON or through our own HTML escaping, never raw into HTML
  interpolation: { escapeValue: false },
  initAsync: false,
})

export function translator(lang: AppLanguage): TFunction {
  return instance.getFixedT(lang, 'server')
}
