/**
 * Root wrapper: react-i18next's provider plus NutUI's ConfigProvider, whose locale follows
 * the i18next language so NutUI's built-in texts switch together with ours.
 *
 * On H5 only the home page's namespaces are in the first load (./locale-files.h5.ts): a page's
 * other namespaces are fetched when its components mount, all of them at the visitor's first press
 * on the home (watchLocaleTriggers). An app opened on another page (a deep link), or a page change,
 * stays invisible until the new page's files are in (./reads-in-flight), rather than showing
 * untranslated keys. The pages themselves must
 * render regardless (Taro's router looks for their instances), so the gate is a class on <html>
 * (LOADING_CLASS, app.scss), not withheld children; components re-render as bundles arrive
 * (react-i18next bindI18nStore 'added', ./instance.ts).
 */
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useEffect, useLayoutEffect, useState, type PropsWithChildren } from 'react'
import { I18nextProvider } from 'react-i18next'
import { toAppLanguage, type AppLanguage } from '../core/lang'
import i18n, { loadAllNamespaces } from './instance'
import { opensWithEagerNamespaces, watchLocaleTriggers } from './locale-files'
import { loadNutuiLocale, nutuiLocale } from './nutui-locale'
import { whenNoReadsInFlight } from './reads-in-flight'

const languageOf = (lng: string | undefined): AppLanguage => toAppLanguage(lng) || 'zh'
export const LOADING_CLASS = 'wenlv-locales-loading'
/** the longest the app stays hidden waiting for locale files (i18next retries a failed file meanwhile) */
export const MAX_HIDDEN_MS = 4000

function markLoading(loading: boolean) {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  document.documentElement.classList.toggle(LOADING_CLASS, loading)
}

export function LocaleProvider({ children }: PropsWithChildren) {
  const [lang, setLang] = useState(() => languageOf(i18n.language))
  const [initialized, setInitialized] = useState(() => i18n.isInitialized)
  // hidden until the page's namespaces are in: from the start when the app opens on a page whose
  // strings were not preloaded, and on every change to another page until its files are in
  const [waiting, setWaiting] = useState(() => !opensWithEagerNamespaces())
  // bumped when NutUI's strings of the language arrive (H5: chunks; fr, ko: our nutui.json)
  const [, setNutuiLoaded] = useState(0)

  useEffect(() => {
    const follow = (lng: string) => {
      const next = languageOf(lng)
      setLang(next)
      void loadNutuiLocale(next).then(() => setNutuiLoaded((n) => n + 1))
    }
    const onInitialized = () => setInitialized(true)
    i18n.on('languageChanged', follow)
    i18n.on('initialized', onInitialized)
    if (i18n.isInitialized) onInitialized()
    follow(i18n.language)
    let cancelWait = () => {}
    const stopWatching = watchLocaleTriggers({
      loadRest: () => void loadAllNamespaces(),
      pageChanging: () => {
        cancelWait()
        setWaiting(true)
      },
      pageShown: () => {
        cancelWait()
        // a tick after Taro mounted the page, its components' useTranslation effects have asked for their files
        const timer = setTimeout(() => (cancelWait = whenNoReadsInFlight(() => setWaiting(false))), 0)
        cancelWait = () => clearTimeout(timer)
      },
    })
    return () => {
      i18n.off('languageChanged', follow)
      i18n.off('initialized', onInitialized)
      stopWatching()
      cancelWait()
    }
  }, [])

  // never hidden for long: a file that keeps failing shows its keys rather than a blank app
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setWaiting(false), MAX_HIDDEN_MS)
    return () => clearTimeout(timer)
  }, [waiting])

  const ready = initialized && !waiting
  useLayoutEffect(() => markLoading(!ready), [ready])

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={nutuiLocale(lang)}>{children}</ConfigProvider>
    </I18nextProvider>
  )
}
