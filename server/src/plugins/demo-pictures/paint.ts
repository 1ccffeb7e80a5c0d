/**
 * Drawing primitives of the demo pictures (scenes.ts): a seeded random source, the palette of a
 * time of day, and the pieces scenes share (sky, ridges, mist, water with a reflection, trees,
 * curved Chinese eaves). Everything returns SVG markup as text; coordinates are rounded so a
 * picture stays a few KB. Same (scene, n) in, same bytes out.
 */

export type TimeOfDay = 'dawn' | 'noon' | 'dusk' | 'night'
export const TIMES: TimeOfDay[] = ['dawn', 'noon', 'dusk', 'night']

export const W = 800
export const H = 600

/** FNV-1a of a text: the seed of a picture */
export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: a small deterministic random source in [0, 1) */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Palette {
  skyTop: string
  skyBottom: string
  sun: string
  far: string
  mid: string
  near: string
  water: string
  ground: string
  mist: string
  /** lit windows, lanterns' glow */
  light: string
  /** walls, plaster */
  wall: string
  /** roof tiles, dark wood */
  roof: string
}

const BASE: Record<TimeOfDay, Palette> = {
  dawn: {
    skyTop: '#8ea5d1',
    skyBottom: '#f8cdb0',
    sun: '#ffe4b8',
    far: '#a7aecb',
    mid: '#7d8bb0',
    near: '#4a5878',
    water: '#a9bad9',
    ground: '#71905f',
    mist: '#fde9de',
    light: '#ffd889',
    wall: '#eee3d6',
    roof: '#4d5566',
  },
  noon: {
    skyTop: '#4f9fe0',
    skyBottom: '#d3ecf8',
    sun: '#fff8dc',
    far: '#a4c4da',
    mid: '#6b9f80',
    near: '#2f6a4d',
    water: '#4a98c6',
    ground: '#82b46a',
    mist: '#ffffff',
    light: '#fff1b8',
    wall: '#f4efe6',
    roof: '#4a5260',
  },
  dusk: {
    skyTop: '#47386a',
    skyBottom: '#f59a68',
    sun: '#ffbc73',
    far: '#8f6d8f',
    mid: '#614c70',
    near: '#2f2742',
    water: '#b27d8c',
    ground: '#5d4b3c',
    mist: '#f6c6a8',
    light: '#ffc76b',
    wall: '#e6c9ae',
    roof: '#3a3040',
  },
  night: {
    skyTop: '#0a1531',
    skyBottom: '#2b3f6e',
    sun: '#f3f0d2',
    far: '#2d3b5e',
    mid: '#1f2b48',
    near: '#121a2f',
    water: '#1b2a4b',
    ground: '#1b2b27',
    mist: '#5b6b92',
    light: '#ffcf66',
    wall: '#3a4260',
    roof: '#161b2b',
  },
}

/** the season tint of the land: spring green, blue hills, autumn gold */
const TINTS = ['#2e8b4e', '#3a6ea5', '#c47a2c']

function channel(c: string, i: number): number {
  return parseInt(c.slice(1 + i * 2, 3 + i * 2), 16)
}

/** `a` moved toward `b` by t (0..1), both #rrggbb */
export function mix(a: string, b: string, t: number): string {
  let out = '#'
  for (let i = 0; i < 3; i++)
    out += Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
      .toString(16)
      .padStart(2, '0')
  return out
}

export function paletteOf(time: TimeOfDay, variant: number): Palette {
  const p = { ...BASE[time] }
  const tint = TINTS[variant % TINTS.length]
  const k = time === 'night' ? 0.08 : 0.22
  p.mid = mix(p.mid, tint, k)
  p.near = mix(p.near, tint, k)
  p.ground = mix(p.ground, tint, k * 1.3)
  return p
}

/** what a scene draws with: its random source, palette, time, and a place for <defs> */
export interface Painter {
  r: () => number
  /** r() scaled to [a, b) */
  between: (a: number, b: number) => number
  p: Palette
  time: TimeOfDay
  defs: string[]
  /** a unique gradient id */
  id: (name: string) => string
}

export function painter(scene: string, n: number): Painter {
  const r = random(hash(`${scene}:${n}`))
  const time = TIMES[n % TIMES.length]
  const defs: string[] = []
  let k = 0
  return {
    r,
    between: (a, b) => a + r() * (b - a),
    p: paletteOf(time, Math.floor(n / TIMES.length)),
    time,
    defs,
    id: (name) => `${name}${k++}`,
  }
}

export const f = (v: number) => Math.round(v)

/** a vertical linear gradient (top → bottom), returns url(#id) */
export function vgrad(pt: Painter, stops: Array<[number, string, number?]>): string {
  const id = pt.id('g')
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')
  pt.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`)
  return `url(#${id})`
}

export function rgrad(pt: Painter, stops: Array<[number, string, number?]>): string {
  const id = pt.id('r')
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')
  pt.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`)
  return `url(#${id})`
}

/** sky gradient, the sun (or moon and stars at night) and a few clouds; horizon at y */
export function sky(pt: Painter, horizon = 400): string {
  const { p } = pt
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, p.skyTop],
    [horizon / H, p.skyBottom],
  ])}"/>`
  const sx = pt.between(120, 680)
  const sy = pt.time === 'noon' ? pt.between(70, 130) : pt.time === 'night' ? pt.between(70, 150) : horizon - pt.between(70, 150)
  if (pt.time === 'night') {
    for (let i = 0; i < 40; i++) {
      out += `<circle cx="${f(pt.between(0, W))}" cy="${f(pt.between(0, horizon * 0.7))}" r="${pt.r() < 0.2 ? 1.6 : 0.9}" fill="#fff" opacity="${(0.4 + pt.r() * 0.6).toFixed(2)}"/>`
    }
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="60" fill="${rgrad(pt, [
      [0, p.sun, 0.35],
      [1, p.sun, 0],
    ])}"/><circle cx="${f(sx)}" cy="${f(sy)}" r="24" fill="${p.sun}"/><circle cx="${f(sx + 9)}" cy="${f(sy - 5)}" r="21" fill="${p.skyTop}" opacity=".9"/>`
  } else {
    const glow = rgrad(pt, [
      [0, p.sun, 0.9],
      [0.35, p.sun, 0.35],
      [1, p.sun, 0],
    ])
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="140" fill="${glow}"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${pt.time === 'noon' ? 26 : 34}" fill="${p.sun}"/>`
    const clouds = 2 + Math.floor(pt.r() * 3)
    for (let i = 0; i < clouds; i++) out += cloud(pt, pt.between(0, W), pt.between(40, horizon * 0.55), pt.between(0.6, 1.3))
  }
  return out
}

export function cloud(pt: Painter, x: number, y: number, s: number): string {
  const c = pt.time === 'dusk' ? '#ffd9c0' : pt.time === 'dawn' ? '#fff0e6' : '#ffffff'
  return `<g fill="${c}" opacity="${pt.time === 'noon' ? 0.85 : 0.6}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(60 * s)}" ry="${f(16 * s)}"/><ellipse cx="${f(x - 22 * s)}" cy="${f(y - 10 * s)}" rx="${f(28 * s)}" ry="${f(16 * s)}"/><ellipse cx="${f(x + 18 * s)}" cy="${f(y - 14 * s)}" rx="${f(32 * s)}" ry="${f(20 * s)}"/></g>`
}

/** the crest line of a ridge: points across the picture around y, smoothed random peaks */
export function crest(pt: Painter, y: number, amp: number, steps = 16): Array<[number, number]> {
  const pts: Array<[number, number]> = []
  let phase = pt.between(0, 6.28)
  const freq = pt.between(1.5, 3.2)
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W
    phase += pt.between(-0.25, 0.25)
    const v = Math.sin((i / steps) * Math.PI * freq + phase) * 0.6 + (pt.r() - 0.5) * 0.8
    pts.push([x, y - v * amp])
  }
  return pts
}

/** a closed ridge from a crest, filled to the bottom; smooth (quadratic) or sharp */
export function ridgePath(pts: Array<[number, number]>, bottom = H, smooth = true): string {
  let d = `M0,${bottom}L${f(pts[0][0])},${f(pts[0][1])}`
  for (let i = 1; i < pts.length; i++) {
    const [x, y] = pts[i]
    if (smooth) {
      const [px, py] = pts[i - 1]
      d += `Q${f(px)},${f(py)} ${f((px + x) / 2)},${f((py + y) / 2)}`
    } else d += `L${f(x)},${f(y)}`
  }
  return `${d}L${W},${f(pts[pts.length - 1][1])}L${W},${bottom}Z`
}

export function ridge(
  pt: Painter,
  y: number,
  amp: number,
  fill: string,
  opts: { steps?: number; smooth?: boolean; bottom?: number } = {},
): string {
  return `<path d="${ridgePath(crest(pt, y, amp, opts.steps), opts.bottom, opts.smooth ?? true)}" fill="${fill}"/>`
}

/** a band of mist rising from y (thickest at y + h) */
export function mist(pt: Painter, y: number, h: number, strength = 0.75): string {
  const fill = vgrad(pt, [
    [0, pt.p.mist, 0],
    [1, pt.p.mist, strength],
  ])
  return `<rect x="0" y="${f(y)}" width="${W}" height="${f(h)}" fill="${fill}"/>`
}

/** water from y down, the given markup mirrored in it, ripples on top */
export function water(pt: Painter, y: number, mirrored: string): string {
  const { p } = pt
  const fill = vgrad(pt, [
    [0, mix(p.water, p.skyBottom, 0.35)],
    [1, mix(p.water, '#000000', 0.25)],
  ])
  let out = `<rect x="0" y="${f(y)}" width="${W}" height="${H - f(y)}" fill="${fill}"/>`
  const clip = pt.id('c')
  pt.defs.push(`<clipPath id="${clip}"><rect x="0" y="${f(y)}" width="${W}" height="${H - f(y)}"/></clipPath>`)
  out += `<g clip-path="url(#${clip})" opacity=".38"><g transform="translate(0 ${f(2 * y)}) scale(1 -1)">${mirrored}</g></g>`
  const ripple = pt.time === 'night' ? p.light : '#ffffff'
  for (let i = 0; i < 14; i++) {
    const yy = y + 8 + pt.r() * (H - y - 10)
    const x = pt.between(0, W - 60)
    const len = pt.between(20, 90) * (0.5 + (yy - y) / (H - y))
    out += `<path d="M${f(x)},${f(yy)}h${f(len)}" stroke="${ripple}" stroke-width="${((yy - y) / 80 + 1).toFixed(1)}" opacity=".35" stroke-linecap="round"/>`
  }
  return out
}

/** a pine: trunk and three stacked triangles, base at (x, y) */
export function pine(x: number, y: number, s: number, color: string): string {
  const t = (w: number, top: number, bot: number) =>
    `M${f(x - w * s)},${f(y - bot * s)}L${f(x)},${f(y - top * s)}L${f(x + w * s)},${f(y - bot * s)}Z`
  return `<path d="${t(16, 70, 18)}${t(13, 88, 40)}${t(9, 104, 62)}" fill="${color}"/><rect x="${f(x - 2 * s)}" y="${f(y - 18 * s)}" width="${Math.max(1, f(4 * s))}" height="${f(18 * s)}" fill="${color}"/>`
}

/** a round broadleaf tree */
export function roundTree(x: number, y: number, s: number, color: string, trunk: string): string {
  return `<rect x="${f(x - 3 * s)}" y="${f(y - 30 * s)}" width="${f(6 * s)}" height="${f(30 * s)}" fill="${trunk}"/><circle cx="${f(x)}" cy="${f(y - 44 * s)}" r="${f(22 * s)}" fill="${color}"/><circle cx="${f(x - 14 * s)}" cy="${f(y - 34 * s)}" r="${f(15 * s)}" fill="${color}"/><circle cx="${f(x + 15 * s)}" cy="${f(y - 36 * s)}" r="${f(16 * s)}" fill="${color}"/>`
}

/** a Chinese roof: a curved eave from x1 to x2 at y, upturned ends, ridge at y - h */
export function eave(x1: number, x2: number, y: number, h: number, color: string): string {
  const w = x2 - x1
  const lift = h * 0.55
  return `<path d="M${f(x1 - w * 0.06)},${f(y - lift)}Q${f(x1 + w * 0.12)},${f(y + 2)} ${f(x1 + w * 0.3)},${f(y)}L${f(x2 - w * 0.3)},${f(y)}Q${f(x2 - w * 0.12)},${f(y + 2)} ${f(x2 + w * 0.06)},${f(y - lift)}Q${f(x2 - w * 0.08)},${f(y - h * 0.5)} ${f(x2 - w * 0.2)},${f(y - h)}L${f(x1 + w * 0.2)},${f(y - h)}Q${f(x1 + w * 0.08)},${f(y - h * 0.5)} ${f(x1 - w * 0.06)},${f(y - lift)}Z" fill="${color}"/>`
}

/** a red lantern hanging at (x, y) */
export function lantern(x: number, y: number, s: number, glow: boolean): string {
  const halo = glow ? `<circle cx="${f(x)}" cy="${f(y + 12 * s)}" r="${f(26 * s)}" fill="#ff9a3c" opacity=".25"/>` : ''
  return `${halo}<path d="M${f(x)},${f(y - 6 * s)}v6" stroke="#3a2a1a" stroke-width="1"/><rect x="${f(x - 5 * s)}" y="${f(y)}" width="${f(10 * s)}" height="${f(3 * s)}" fill="#d9a23a"/><ellipse cx="${f(x)}" cy="${f(y + 12 * s)}" rx="${f(11 * s)}" ry="${f(10 * s)}" fill="#d8322a"/><rect x="${f(x - 5 * s)}" y="${f(y + 21 * s)}" width="${f(10 * s)}" height="${f(3 * s)}" fill="#d9a23a"/><path d="M${f(x)},${f(y + 24 * s)}v${f(8 * s)}" stroke="#d9a23a" stroke-width="${Math.max(1, f(2 * s))}"/>`
}

/** a grid of windows in a rectangle; lit ones glow at dusk and night */
export function windows(pt: Painter, x: number, y: number, cols: number, rows: number, cw: number, rh: number, dark: string): string {
  let out = ''
  const lit = pt.time === 'night' ? 0.6 : pt.time === 'dusk' ? 0.4 : 0
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const on = pt.r() < lit
      // at night an unlit window is as dark as its wall: not drawn
      if (!on && pt.time === 'night') continue
      out += `<rect x="${f(x + c * cw + cw * 0.18)}" y="${f(y + r * rh + rh * 0.2)}" width="${f(cw * 0.64)}" height="${f(rh * 0.58)}" fill="${on ? pt.p.light : dark}"/>`
    }
  }
  return out
}

export function svg(pt: Painter, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${pt.defs.join('')}</defs>${body}</svg>`
}
