/**
 * The colour variables of a site theme, computed from its one `themeColor` because each site
 * has its own: ours (--wl-*) and NutUI's, so NutUI's primary buttons, checkboxes and links stop
 * being NutUI red on a gold site. Sizes do not depend on the colour and live in theme.scss.
 */
import { DEFAULT_THEME_COLOR } from '../../core/constants'
import { AAA_TEXT, AA_TEXT, contrast, mix, parseColor, readableOn, textOn, toCss, toHex, type Rgb } from './color'

export type ThemeVariables = Record<`--${string}`, string>

const WHITE: Rgb = [255, 255, 255]

const primaryOf = (themeColor: string): Rgb => parseColor(themeColor) ?? (parseColor(DEFAULT_THEME_COLOR) as Rgb)
// elder mode asks more of coloured text: AAA instead of AA
const primaryTextOf = (primary: Rgb, elder: boolean): Rgb => readableOn(primary, WHITE, elder ? AAA_TEXT : AA_TEXT)

/**
 * The fill of buttons and bars. Elder mode promises readable labels on fills too: a mid-tone theme
 * (djy-scenic's green: 4.2:1 with white and with ink) is darkened until white on it reaches 4.5:1.
 */
function fillOf(primary: Rgb, elder: boolean): Rgb {
  return elder && contrast(textOn(primary), primary) < AA_TEXT ? readableOn(primary, WHITE, AA_TEXT) : primary
}

/** --wl-primary-text as #rrggbb, for native dialogs that take only hex colours */
export function primaryTextHex(themeColor: string, elder: boolean): string {
  return toHex(primaryTextOf(primaryOf(themeColor), elder))
}

export function themeVariables(themeColor: string, elder: boolean): ThemeVariables {
  const siteColor = primaryOf(themeColor)
  const primary = fillOf(siteColor, elder)
  const onPrimary = toCss(textOn(primary))
  const primaryText = toCss(primaryTextOf(siteColor, elder))
  const base = toCss(primary)
  return {
    '--wl-primary': base,
    '--wl-on-primary': onPrimary,
    '--wl-primary-text': primaryText,
    '--nutui-color-primary': base,
    // a flat fill: a lighter gradient stop would lower the contrast of the button label
    '--nutui-color-primary-stop-1': base,
    '--nutui-color-primary-stop-2': base,
    '--nutui-color-primary-pressed': toCss(mix(primary, [0, 0, 0], 0.15)),
    '--nutui-color-primary-light': toCss(mix(primary, WHITE, 0.85)),
    '--nutui-color-primary-disabled-special': toCss(mix(primary, WHITE, 0.5)),
    '--nutui-color-primary-text': onPrimary,
    '--nutui-button-primary-color': onPrimary,
    // outline and text-only primary buttons use this as their text colour
    '--nutui-button-primary-border-color': primaryText,
  }
}
