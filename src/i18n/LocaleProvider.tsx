/**
 * Root wrapper: react-i18next's provider plus NutUI's ConfigProvider, whose locale follows
 * the i18next language so NutUI's built-in texts switch together with ours.
 */
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useEffect, useState, type PropsWithChildren } from 'react'
import { I18nextProvider } from 'react-i18next'
import { toAppLanguage } from '../core/lang'
import i18n from './instance'
import { nutuiLocale } from './nutui-locale'

export function LocaleProvider({ children }: PropsWithChildren) {
  const [lang, setLang] = useState(() => toAppLanguage(i18n.language) || 'zh')
  useEffect(() => {
    const follow = (lng: string) => setLang(toAppLanguage(lng) || 'zh')
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [])
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={nutuiLocale(lang)}>{children}</ConfigProvider>
    </I18nextProvider>
  )
}
