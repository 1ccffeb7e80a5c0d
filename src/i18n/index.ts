/**
 * i18next + react-i18next for the whole app. Resources: what the home needs in memory at start,
 * the rest loaded when asked for (./locale-files.*.ts, ./loader). Language: `lang` query, then the
 * persisted choice, then the site's default, limited to the languages the site offers (rules in
 * src/core/lang.ts). changeLanguage rejects with LocaleLoadError when the language cannot load.
 *
 *   import { LocaleProvider } from '@/i18n'      // at the app root
 *   const { t } = useTranslation('common')       // in components (react-i18next)
 *   changeLanguage('fr')                         // the intl-expo language switch
 */
export { i18n, changeLanguage, currentLanguage, siteLanguages } from './instance'
export { default } from './instance'
export { LocaleProvider } from './LocaleProvider'
export { LocaleLoadError, LocaleNotFoundError } from './locale-error'
export { NAMESPACES } from './namespaces'
export type { AppLanguage } from '../core/lang'
