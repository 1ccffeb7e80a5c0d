/**
 * The demo pictures: deterministic SVG scene illustrations (no text on them) for demo places and
 * news, so the demo looks like a tourism app without shipping photographs. `<scene>-<n>`: the
 * scene draws the subject, n picks the time of day (n % 4: dawn, noon, dusk, night), the season
 * tint (n / 4 % 3) and the composition (a random source seeded by scene and n).
 */
import { H, painter, type Painter, svg, W } from './paint'
import { bamboo, desert, grassland, greatwall, lake, mountain, panda, river, snowpeak, stonetowers, terraces } from './scenes-land'
import { garden, homestay, hospital, hotel, museum, oldstreet, pagoda, parking, skyline, station, temple, theatre } from './scenes-built'
import { hotpot, kebab, lamian, noodles, tea, xjdish } from './scenes-food'
import { artisan, man, performer, woman } from './scenes-people'
import { craftwork, dish, embroidery } from './scenes-craft'

const SCENES = {
  mountain,
  lake,
  river,
  pagoda,
  temple,
  garden,
  oldstreet,
  museum,
  theatre,
  hotel,
  homestay,
  noodles,
  hotpot,
  tea,
  kebab,
  lamian,
  xjdish,
  bamboo,
  panda,
  terraces,
  stonetowers,
  desert,
  grassland,
  greatwall,
  snowpeak,
  skyline,
  hospital,
  station,
  parking,
  man,
  woman,
  artisan,
  performer,
  embroidery,
  craftwork,
  dish,
} satisfies Record<string, (pt: Painter) => string>

export type DemoScene = keyof typeof SCENES
export const DEMO_SCENES = Object.keys(SCENES) as DemoScene[]

/** n from 0 to MAX_PICTURE_N: 4 times of day × 3 tints × composition */
export const MAX_PICTURE_N = 999

export const DEMO_PICTURES_ROUTE = '/api/demo/pictures'

export const isDemoScene = (scene: string): scene is DemoScene => Object.hasOwn(SCENES, scene)

/** the picture's URL path on this server, e.g. /api/demo/pictures/mountain-3.svg */
export function demoPicture(scene: DemoScene, n: number): string {
  return `${DEMO_PICTURES_ROUTE}/${scene}-${Math.abs(Math.trunc(n)) % (MAX_PICTURE_N + 1)}.svg`
}

/** the SVG document of a scene */
export function renderPicture(scene: DemoScene, n: number): string {
  const pt = painter(scene, n)
  const body = SCENES[scene](pt)
  return svg(pt, body)
}

/** a panorama of a scene (2:1, for 360° viewers), e.g. /api/demo/pictures/mountain-3-pano.svg */
export function demoPanorama(scene: DemoScene, n: number): string {
  return demoPicture(scene, n).replace(/\.svg$/, '-pano.svg')
}

/**
 * A 2:1 panorama: the scene, then its mirror image, so the right edge meets the left one where a
 * 360° viewer wraps it around; the sky goes on above and the ground below.
 */
export function renderPanorama(scene: DemoScene, n: number): string {
  const pt = painter(scene, n)
  const id = pt.id('scene')
  pt.defs.push(`<g id="${id}">${SCENES[scene](pt)}</g>`)
  const extra = (W - H) / 2
  const body =
    `<rect x="0" y="${-extra}" width="${2 * W}" height="${extra + 2}" fill="${pt.p.skyTop}"/>` +
    `<rect x="0" y="${H - 2}" width="${2 * W}" height="${extra + 2}" fill="${pt.p.near}"/>` +
    `<use href="#${id}"/><use href="#${id}" transform="translate(${2 * W} 0) scale(-1 1)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-extra} ${2 * W} ${W}" width="${2 * W}" height="${W}"><defs>${pt.defs.join('')}</defs>${body}</svg>`
}
