/** The site's name in the interface language: its app title for that language, else English outside Chinese, else its name. */
import type { SiteConfig, SpecLanguage } from '../../../types/site'
import { toSpecLanguage, type AppLanguage } from '../../core/lang'

export function siteTitle(site: Pick<SiteConfig, 'name' | 'english' | 'appTitle'>, lang: AppLanguage): string {
  const spec: SpecLanguage = toSpecLanguage(lang)
  return site.appTitle?.[spec] || (lang === 'zh' ? site.name : site.english || site.name)
}
