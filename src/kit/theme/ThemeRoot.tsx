/**
 * Where the theme variables are applied. A mini-program has no document root we can style and
 * its pages are not rendered inside the App's elements, so every page root (PageShell) and the
 * custom tab bar wrap themselves in ThemeRoot; on H5 the same classes and variables also go on
 * <html>, for what NutUI mounts outside the page (popups, dialogs).
 */
import { View } from '@tarojs/components'
import { useEffect, useMemo, type CSSProperties, type PropsWithChildren } from 'react'
import { useShellStore } from '../../stores/shell'
import { useElderStore } from './elder-store'
import { MEMORIAL_THEME_COLOR, useMemorialStore } from './memorial-store'
import { primaryTextHex, themeVariables, type ThemeVariables } from './variables'
import './theme.scss'

export const THEME_CLASS = 'wl-theme'
export const ELDER_CLASS = 'wl-elder'
/** memorial mode: grey theme colour, pictures in grey (theme.scss); on H5 the whole page grey */
export const MEMORIAL_CLASS = 'wl-memorial'

export interface Theme {
  className: string
  variables: ThemeVariables
  elder: boolean
  memorial: boolean
  /** the readable theme colour as #rrggbb (Taro.showModal confirmColor) */
  primaryTextHex: string
}

export function useTheme(): Theme {
  const siteColor = useShellStore((s) => s.themeColor)
  const elder = useElderStore((s) => s.elder)
  const memorial = useMemorialStore((s) => s.memorial)
  const themeColor = memorial ? MEMORIAL_THEME_COLOR : siteColor
  return useMemo(
    () => ({
      className: [THEME_CLASS, elder && ELDER_CLASS, memorial && MEMORIAL_CLASS].filter(Boolean).join(' '),
      variables: themeVariables(themeColor, elder),
      elder,
      memorial,
      primaryTextHex: primaryTextHex(themeColor, elder),
    }),
    [themeColor, elder, memorial],
  )
}

/** H5: mirrors the theme onto <html> (called once, by the App). */
export function useDocumentTheme(): void {
  const { variables, elder, memorial } = useTheme()
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
    const html = document.documentElement
    html.classList.add(THEME_CLASS)
    html.classList.toggle(ELDER_CLASS, elder)
    html.classList.toggle(MEMORIAL_CLASS, memorial)
    for (const [name, value] of Object.entries(variables)) html.style.setProperty(name, value)
  }, [variables, elder, memorial])
}

export interface ThemeRootProps {
  className?: string
  style?: CSSProperties
  testId?: string
}

export function ThemeRoot({ className, style, testId, children }: PropsWithChildren<ThemeRootProps>) {
  const theme = useTheme()
  return (
    <View
      className={className ? `${theme.className} ${className}` : theme.className}
      style={{ ...theme.variables, ...style } as CSSProperties}
      data-testid={testId}
      data-elder={theme.elder ? 'true' : 'false'}
      data-memorial={theme.memorial ? 'true' : undefined}
    >
      {children}
    </View>
  )
}
