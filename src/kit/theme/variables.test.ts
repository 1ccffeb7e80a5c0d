/**
 * The theme variables of a site colour: fills keep the site colour unless elder mode needs more
 * contrast for their labels than the colour gives (every demo site's colour is checked).
 */
import { loadSites } from '../../../sites'
import { AA_TEXT, contrast, parseColor, type Rgb } from './color'
import { themeVariables } from './variables'

const rgb = (css: string) => parseColor(css) as Rgb
const labelContrast = (vars: Record<string, string>) => contrast(rgb(vars['--wl-on-primary']), rgb(vars['--wl-primary']))

test('elder mode: the label on a fill reaches 4.5:1 for every demo site colour', () => {
  for (const site of loadSites()) {
    expect([site.siteCode, labelContrast(themeVariables(site.themeColor, true)) >= AA_TEXT]).toEqual([site.siteCode, true])
  }
})

test("a mid-tone green (djy-scenic's) is darkened in elder mode only; gold keeps its fill with ink labels", () => {
  const green = 'rgb(46,139,87)'
  expect(labelContrast(themeVariables(green, false))).toBeLessThan(AA_TEXT)
  expect(themeVariables(green, false)['--wl-primary']).toBe('rgb(46,139,87)')
  const elder = themeVariables(green, true)
  expect(elder['--wl-primary']).not.toBe('rgb(46,139,87)')
  expect(elder['--wl-on-primary']).toBe('rgb(255,255,255)')
  expect(elder['--nutui-color-primary']).toBe(elder['--wl-primary'])
  const gold = 'rgb(230,170,58)'
  expect(themeVariables(gold, true)['--wl-primary']).toBe(themeVariables(gold, false)['--wl-primary'])
})
