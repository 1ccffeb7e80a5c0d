/**
 * The app theme: site colour and elder mode as CSS variables (--wl-* for our units, --nutui-* for
 * NutUI). Units style themselves with var(--wl-...) and never read the stores below.
 */
export { ThemeRoot, useTheme, useDocumentTheme, THEME_CLASS, ELDER_CLASS, MEMORIAL_CLASS, type Theme } from './ThemeRoot'
export { useMemorialStore, applyWorshipQuery, MEMORIAL_THEME_COLOR } from './memorial-store'
export { useElderStore, applyElderQuery, ELDER_QUERY } from './elder-store'
export { themeVariables } from './variables'
export { contrast, parseColor, readableOn, textOn, textOnBackground } from './color'
export { pressable, type PressableProps } from './pressable'
