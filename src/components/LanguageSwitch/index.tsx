/**
 * The home's language switch (sites with more than one language, e.g. intl-expo). A language may
 * have to be downloaded first (the mini-program keeps each but the default in a subpackage of its
 * own, src/i18n/loader.ts): the switch says so while it loads, and when it cannot load, says that
 * with a retry; the interface stays in the language it was in.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, currentLanguage, i18n, siteLanguages, type AppLanguage } from '../../i18n'
import { pressable } from '../../kit/theme'
import './index.scss'

export default function LanguageSwitch() {
  const { t } = useTranslation(['shell', 'common'])
  const langs = siteLanguages()
  const [lang, setLang] = useState(currentLanguage())
  const [loading, setLoading] = useState<AppLanguage>()
  const [failed, setFailed] = useState<AppLanguage>()

  // also a change made elsewhere: a language remembered from a past visit arrives after the start
  useEffect(() => {
    const follow = () => setLang(currentLanguage())
    i18n.on('languageChanged', follow)
    return () => i18n.off('languageChanged', follow)
  }, [])

  if (langs.length < 2) return null

  const choose = async (code: AppLanguage) => {
    if (loading || code === lang) return
    setLoading(code)
    setFailed(undefined)
    try {
      if (await changeLanguage(code)) setLang(code)
    } catch {
      setFailed(code)
    } finally {
      setLoading(undefined)
    }
  }

  return (
    <View className="language-switch" data-testid="language-switch" aria-busy={!!loading}>
      <View className="language-switch__row">
        <Text className="language-switch__label">{t('language')}</Text>
        {langs.map((code) => (
          <View
            key={code}
            className={`language-switch__item${code === lang ? ' is-active' : ''}`}
            data-testid={`lang-${code}`}
            {...pressable(() => void choose(code))}
          >
            {code.toUpperCase()}
          </View>
        ))}
      </View>
      {loading && (
        <Text className="language-switch__status" data-testid="language-switch-loading">
          {t('languageLoading')}
        </Text>
      )}
      {failed && !loading && (
        <View className="language-switch__status" data-testid="language-switch-error" role="alert">
          <Text>{t('languageFailed')}</Text>
          <View className="language-switch__retry" data-testid="language-switch-retry" {...pressable(() => void choose(failed))}>
            {t('common:retry')}
          </View>
        </View>
      )}
    </View>
  )
}
