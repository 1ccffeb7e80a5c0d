/**
 * Colour arithmetic for the site theme: every site picks its own `themeColor`, so whether text
 * on it (or in it) is readable must be computed, not designed once. WCAG 2.x relative
 * luminance and contrast ratio; AA needs 4.5:1 for body text, AAA (elder mode) 7:1.
 */
export type Rgb = [number, number, number]

export const AA_TEXT = 4.5
export const AAA_TEXT = 7

/** rgb(r,g,b), rgba(...) (alpha ignored), #rgb or #rrggbb; undefined for anything else (gradients, names). */
export function parseColor(input: string): Rgb | undefined {
  const value = input.trim()
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i.exec(value)
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])].map((n) => Math.min(255, n)) as Rgb
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)
  if (!hex) return undefined
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1]
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb
}

export function toCss([r, g, b]: Rgb): string {
  return `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`
}

/** #rrggbb: what native APIs (showModal's confirmColor) accept */
export function toHex(color: Rgb): string {
  return `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `color` towards `target` by `amount` (0..1). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((c, i) => c + (target[i] - c) * amount) as Rgb
}

const WHITE: Rgb = [255, 255, 255]
const INK: Rgb = [26, 26, 26]

/** White or near-black text on a background of `bg`, whichever reads better. */
export function textOn(bg: Rgb): Rgb {
  return contrast(WHITE, bg) >= contrast(INK, bg) ? WHITE : INK
}

/**
 * The colour itself when it reaches `ratio` against `bg`, else the colour darkened in small steps
 * until it does: links and selected labels keep the site's hue but stay readable (gold on white is 2.1:1).
 */
export function readableOn(color: Rgb, bg: Rgb = WHITE, ratio = AA_TEXT): Rgb {
  let out = color
  for (let step = 1; step <= 20 && contrast(out, bg) < ratio; step++) out = mix(color, [0, 0, 0], step * 0.05)
  return out
}

/**
 * Text colour for a CSS background that may be a gradient: the one (white or ink) whose worst
 * contrast over the listed colour stops is best. Undefined when no colour can be read.
 */
export function textOnBackground(background: string): string | undefined {
  const stops = (background.match(/rgba?\([^)]*\)|#[0-9a-f]{3,6}\b/gi) ?? []).map(parseColor).filter((c): c is Rgb => !!c)
  if (stops.length === 0) return undefined
  const worst = (text: Rgb) => Math.min(...stops.map((stop) => contrast(text, stop)))
  return toCss(worst(WHITE) >= worst(INK) ? WHITE : INK)
}
