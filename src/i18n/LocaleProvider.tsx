/**
 * Root wrapper: react-i18next's provider plus NutUI's ConfigProvider, whose locale follows
 * the i18next language so NutUI's built-in texts switch together with ours.
 *
 * On H5 only the home page's namespaces are in the first load (./locale-files.h5.ts): the rest
 * is fetched at the visitor's first press or navigation (whenRestNeeded). An app opened on another
 * page (a deep link), or leaving the home before they are in, stays invisible until they are in,
 * rather than showing untranslated keys. The pages themselves must
 * render regardless (Taro's router looks for their instances), so the gate is a class on <html>
 * (LOADING_CLASS, app.scss), not withheld children; components re-render as bundles arrive
 * (react-i18next bindI18nStore 'added', ./instance.ts).
 */
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useEffect, useLayoutEffect, useState, type PropsWithChildren } from 'react'
import { I18nextProvider } from 'react-i18next'
import { toAppLanguage, type AppLanguage } from '../core/lang'
import i18n, { allNamespacesInMemory, loadAllNamespaces } from './instance'
import { opensWithEagerNamespaces, whenRestNeeded } from './locale-files'
import { loadNutuiLocale, nutuiLocale } from './nutui-locale'

const languageOf = (lng: string | undefined): AppLanguage => toAppLanguage(lng) || 'zh'
export const LOADING_CLASS = 'wenlv-locales-loading'

function markLoading(loading: boolean) {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
  document.documentElement.classList.toggle(LOADING_CLASS, loading)
}

export function LocaleProvider({ children }: PropsWithChildren) {
  const [lang, setLang] = useState(() => languageOf(i18n.language))
  const [initialized, setInitialized] = useState(() => i18n.isInitialized)
  // decided once, for the page the app opened on; true until the visitor leaves that page
  const [onEagerPage, setOnEagerPage] = useState(opensWithEagerNamespaces)
  // every namespace is in, or fetching them has ended (a file that failed after i18next's
  // retries must not leave the app blank: its keys show instead)
  const [allAttempted, setAllAttempted] = useState(allNamespacesInMemory)
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
    const stopWatching = whenRestNeeded(
      () => void loadAllNamespaces().finally(() => setAllAttempted(true)),
      () => setOnEagerPage(false),
    )
    return () => {
      i18n.off('languageChanged', follow)
      i18n.off('initialized', onInitialized)
      stopWatching()
    }
  }, [])

  const ready = initialized && (onEagerPage || allAttempted)
  useLayoutEffect(() => markLoading(!ready), [ready])

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={nutuiLocale(lang)}>{children}</ConfigProvider>
    </I18nextProvider>
  )
}
