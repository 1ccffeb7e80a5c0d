/**
 * The demo places builder: each site's places are a hand-written table (one line a place, the
 * modules next to this one), and this file turns a table into `places` rows with the defaults a
 * type has (opening hours, price, pictures, the intro's practical paragraphs, phone format,
 * crowding, counters). Nothing here is random: the same table always gives the same rows.
 *
 * Table format (a template string):
 *   # TYPE                      the RESOURCE_TYPES key of the lines below (SCENERY, VENUE, HOTEL...)
 *   name | address | lng,lat | level | price | summary | tags | options
 *   + name | ...                a child of the last line without '+' (a scenic area's spot, a
 *                               village's rural spot: SPOTS; a venue's room: t=ACTIVITY_ROOM ...)
 * Empty fields take the type's default; a child without address or position takes its parent's
 * (the position moved a little, so markers do not overlap). Options, `key=value` joined by ';':
 *   t (child type), in (parent's name), scene (picture scene), n (picture number), crowd (visitor
 *   ratio now), cap (capacity), state (hotel or dining crowdState), hours, phone, web (websiteUrl),
 *   official (officialName@officialUrl), region (region code), intro (an extra paragraph),
 *   en / fr / ja / ko (the name in that language: intl sites; see i18n.ts).
 */
import type { PlaceTranslation } from '../../schema'
import { DEMO_SCENES, demoPicture, type DemoScene } from '../../../plugins/demo-pictures/pictures'
import { galleryScenes, regionalDish, sceneForText } from '../../../plugins/demo-pictures/subjects'
import { demoAudio, demoVideo } from '../../../plugins/media/demo-files'
import { introOf, SCENE_LABELS, TYPE_DEFAULTS, type PlaceKind } from './defaults'
import { translationsOf } from './i18n'

export interface SiteTable {
  /** the site's region code (the default of every place) */
  region: string
  /** Chinese name of the region, as an address starts (成都市, 四川省...) */
  regionName: string
  /** telephone area code of the region (028...) */
  area: string
  /** district or prefecture names found in addresses → [region code, area code] */
  districts: Record<string, [string, string]>
  /** west, south, east, north (gcj02): every place of the table lies inside */
  box: [number, number, number, number]
  /** the tables, joined */
  text: string
  /** also write translations (en, fr, ja, ko) from the names given in the lines */
  translated?: boolean
  /** the site whose region's dishes the pictures draw in place of Sichuan's (subjects.ts regionalDish) */
  kitchen?: string
}

export interface DemoPlace {
  type: PlaceKind
  name: string
  summary: string
  intro: string
  cover: string
  images: Array<{ url: string; description: string }>
  /** the media bar of a scenic area's detail: a film, an audio guide */
  video?: string
  audio?: string
  regionCode: string
  address: string
  longitude: number
  latitude: number
  openHours: string
  phone: string
  price: string
  level: string
  tags: string[]
  websiteUrl: string
  officialName: string
  officialUrl: string
  capacity: number | null
  visitors: number | null
  crowdState: string
  extra: Record<string, unknown>
  translations: Record<string, PlaceTranslation>
  likeNum: number
  collectionNum: number
  commentNum: number
  browseNum: number
  sort: number
  /** the parent's `type:name`, resolved to parentId when inserted */
  parent?: string
}

/** FNV-1a: stable numbers from a name (phones, counters, picture numbers) */
function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** how many scenic areas of a site get a demo film and audio guide */
const MEDIA_AREAS = 3

// an amusement theme (a park's area) holds amusement facilities
const CHILD_TYPE: Partial<Record<PlaceKind, PlaceKind>> = {
  SCENERY: 'SPOTS',
  RURAL: 'SPOTS',
  VENUE: 'ACTIVITY_ROOM',
  SCENIC_PROJECT: 'SCENIC_PROJECT',
}

/** the visitor ratios scenic places take in turn, across every crowding band of the spec */
const RATIOS = [0.18, 0.42, 0.55, 0.66, 0.86, 0.27, 0.74, 0.93, 0.12, 0.38, 0.62, 0.81, 0.47, 0.22]
const HOTEL_STATES = ['SUFFICIENT', 'TIGHT', 'FULL', 'SUFFICIENT']
const DINING_STATES = ['SUFFICIENT', 'TIGHT', 'NEED_WAITING', 'VERY_POPULAR', 'SUFFICIENT']

function optionsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of text.split(';')) {
    const i = part.indexOf('=')
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim()
  }
  return out
}

function phoneOf(kind: PlaceKind, area: string, seed: number): string {
  if (kind === 'HOMESTAY' || (kind === 'FOOD' && seed % 3 === 0)) {
    const prefixes = ['138', '139', '158', '180', '189', '135', '136', '177']
    const rest = String(10_000_000 + (seed % 90_000_000)).slice(-8)
    return `${prefixes[seed % prefixes.length]}${rest}`
  }
  // 8-digit local numbers in the big cities, 7 elsewhere; never starting with 0 or 1
  const digits = area === '028' || area === '0991' || area === '0311' ? 8 : 7
  const first = area === '028' ? '8668'[seed % 4] : String(2 + (seed % 7))
  const local =
    first +
    String(seed)
      .padStart(digits, '7')
      .slice(-(digits - 1))
  return `${area}-${local}`
}

const round = (v: number) => Math.round(v * 1e6) / 1e6

/** types whose picture is what they sell or serve: their name and tags say what (蜀绣坊: embroidery) */
const BY_SUBJECT = new Set<PlaceKind>(['SPECIALITY', 'FOOD'])

/** the place's picture scene: its own or its type's (in turn); a shop's or a restaurant's only when it draws what the name says */
function sceneOf(kind: PlaceKind, opts: Record<string, string>, seed: number, words: string): DemoScene {
  if (opts.scene && !(DEMO_SCENES as string[]).includes(opts.scene)) throw new Error(`unknown scene ${opts.scene}`)
  const scenes = TYPE_DEFAULTS[kind].scenes
  const scene = (opts.scene as DemoScene | undefined) ?? scenes[seed % scenes.length]
  return BY_SUBJECT.has(kind) ? sceneForText(words, seed, scene) : scene
}

/**
 * The gallery: the cover's scene, then others of the type and of the subject's kind, each once while
 * they last; every dish as the table's region cooks it (swap).
 */
function picturesOf(kind: PlaceKind, name: string, scene: DemoScene, n: number, swap: (s: DemoScene) => DemoScene) {
  const count = 3 + (n % 3)
  const scenes = galleryScenes(scene, count, [...TYPE_DEFAULTS[kind].gallery, ...TYPE_DEFAULTS[kind].scenes], swap)
  return scenes.map((s, k) => ({ url: demoPicture(s, n + k * 5), description: `${name} · ${SCENE_LABELS[s]}` }))
}

/** Every place of a site table, parents before their children. */
export function buildPlaces(table: SiteTable): DemoPlace[] {
  const out: DemoPlace[] = []
  let kind: PlaceKind | null = null
  let lastParent: DemoPlace | null = null
  const counters = new Map<string, number>()
  for (const raw of table.text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (line.startsWith('#')) {
      kind = line.slice(1).trim() as PlaceKind
      if (!TYPE_DEFAULTS[kind]) throw new Error(`unknown place type ${kind}`)
      lastParent = null
      continue
    }
    if (!kind) throw new Error(`a line before any # TYPE: ${line}`)
    const child = line.startsWith('+')
    const [name, address, at, level, price, summary, tags, options] = (child ? line.slice(1) : line).split('|').map((s) => s.trim())
    const opts = optionsOf(options ?? '')
    const parent = opts.in ? out.find((p) => p.name === opts.in) : child ? lastParent : undefined
    if ((child || opts.in) && !parent) throw new Error(`no parent for ${name}`)
    const type = (opts.t as PlaceKind | undefined) ?? (child && parent ? (CHILD_TYPE[parent.type] ?? 'SPOTS') : kind)
    if (!TYPE_DEFAULTS[type]) throw new Error(`unknown place type ${type}`)
    const index = counters.get(type) ?? 0
    counters.set(type, index + 1)
    const seed = hashOf(`${type}:${name}`)
    const defaults = TYPE_DEFAULTS[type]

    let longitude: number
    let latitude: number
    if (at) {
      ;[longitude, latitude] = at.split(',').map(Number)
    } else if (parent) {
      const angle = (seed % 360) * (Math.PI / 180)
      const d = 0.0015 + ((seed >> 9) % 30) / 10_000
      longitude = parent.longitude + Math.cos(angle) * d
      latitude = parent.latitude + Math.sin(angle) * d * 0.8
    } else throw new Error(`no position for ${name}`)
    const fullAddress = address ? `${table.regionName}${address}` : parent ? `${parent.address}（${parent.name}内）` : ''
    const district = Object.entries(table.districts).find(([d]) => (address || parent?.address || '').includes(d))?.[1]
    const regionCode = opts.region ?? district?.[0] ?? parent?.regionCode ?? table.region
    const area = district?.[1] ?? table.area

    const scene = sceneOf(type, opts, seed, `${name} ${summary} ${tags ?? ''}`)
    const n = opts.n ? Number(opts.n) : (seed % 97) + index
    const images = picturesOf(type, name, scene, n, (s) => (table.kitchen ? regionalDish(table.kitchen, s) : s))
    const scenic = type === 'SCENERY' || type === 'SPOTS' || type === 'RURAL'
    const levelOf = level || defaults.level
    const capacity = scenic ? Number(opts.cap ?? defaults.capacity(levelOf, seed)) : null
    const ratio = opts.crowd ? Number(opts.crowd) : RATIOS[index % RATIOS.length]
    const crowdState =
      opts.state ??
      (type === 'HOTEL' ? HOTEL_STATES[index % HOTEL_STATES.length] : type === 'FOOD' ? DINING_STATES[index % DINING_STATES.length] : '')
    const popularity = defaults.popularity(levelOf) * (0.45 + (seed % 1000) / 1000)
    const likeNum = Math.round(popularity)
    const [officialName, officialUrl] = (opts.official ?? '').split('@')
    const place: DemoPlace = {
      type,
      name,
      summary: summary || defaults.summary(name),
      intro: '',
      cover: images[0].url,
      images,
      // the first scenic areas of a site have a film and an audio guide (the detail's media bar); panoramas
      // come from the guides seed (scenic areas with spots, and spots: plugins/guides/demo-seed.ts)
      ...(type === 'SCENERY' && index < MEDIA_AREAS ? { video: demoVideo(index), audio: demoAudio(index) } : {}),
      regionCode,
      address: fullAddress,
      longitude: round(longitude),
      latitude: round(latitude),
      openHours: opts.hours ?? parent?.openHours ?? defaults.hours,
      phone: opts.phone ?? phoneOf(type, area, seed),
      price: price || defaults.price,
      level: levelOf,
      tags: tags ? tags.split(/[,，]/).map((t) => t.trim()) : defaults.tags,
      websiteUrl: opts.web ?? '',
      officialName: officialName ?? '',
      officialUrl: officialUrl ?? '',
      capacity,
      visitors: capacity === null ? null : Math.round(capacity * ratio),
      crowdState,
      extra: defaults.extra?.(seed, index) ?? {},
      translations: {},
      likeNum,
      collectionNum: Math.round(likeNum * (0.18 + (seed % 17) / 100)),
      commentNum: Math.round(likeNum * (0.04 + (seed % 7) / 100)),
      browseNum: Math.round(likeNum * (9 + (seed % 11))),
      sort: 1000 - out.length,
      parent: parent ? `${parent.type}:${parent.name}` : undefined,
    }
    place.intro = introOf(place, parent ?? null, opts.intro)
    if (table.translated) place.translations = translationsOf(place, opts, parent ?? null)
    out.push(place)
    if (!child && !opts.in) lastParent = place
  }
  return out
}
