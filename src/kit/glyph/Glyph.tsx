/**
 * A line drawing used as a CSS mask over `currentColor`, as NutUI's own icons are drawn: it takes
 * the colour and size of its element (the theme colour, elder mode's sizes) on H5 and in the
 * mini-program alike. For glyphs NutUI's set lacks (a toilet, a train, the Great Wall...).
 * `body` is SVG markup on a 24 × 24 grid, drawn as 1.8-wide round strokes unless it sets its own.
 */
import { View } from '@tarojs/components'

export function glyphUrl(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export function Glyph({ body, className, testId }: { body: string; className?: string; testId?: string }) {
  const mask = `url("${glyphUrl(body)}") center / 100% 100% no-repeat`
  return (
    <View
      className={className}
      aria-hidden="true"
      data-testid={testId}
      style={{ backgroundColor: 'currentColor', mask, WebkitMask: mask }}
    />
  )
}
