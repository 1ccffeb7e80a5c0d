/**
 * Mini-program (and jest). A site's package holds its languages as the stamp wrote them (./loader.ts):
 * the default language's launch namespaces are in memory from the start, its other namespaces are
 * downloaded from their subpackage (preloaded by the home) when a page first asks for one, and
 * another language is downloaded from its own subpackage when the visitor chooses it. Until a
 * namespace is in, its keys draw as nothing (./instance.ts). jest and a watch build have every
 * language of the site in memory from the start. NutUI's French and Korean strings (nutui.json)
 * come the same way.
 */
import type { AppLanguage } from '../core/lang'
import {
  LocaleNotFoundError,
  languageAtHand,
  launchResources,
  loadLocaleModule,
  loadResources,
  readLocaleModule,
  type Resources,
} from './loader'
import type { LocaleTriggers } from './locale-files'
import { NAMESPACES, NUTUI_LOCALE_FILE } from './namespaces'
import LAUNCH_NAMESPACES from './weapp-launch-namespaces.json'

export const EAGER_NAMESPACES: readonly string[] = __LOCALES_STAMPED__ ? LAUNCH_NAMESPACES : NAMESPACES

export function bundledResources(siteLanguages: readonly AppLanguage[]): Resources {
  if (__LOCALES_STAMPED__) return launchResources()
  const resources = loadResources(siteLanguages, NAMESPACES)
  for (const lang of siteLanguages) {
    try {
      resources[lang][NUTUI_LOCALE_FILE] = loadLocaleModule(lang, NUTUI_LOCALE_FILE)
    } catch (error) {
      // NutUI ships zh, en and ja itself; only fr and ko have a file of ours
      if (!(error instanceof LocaleNotFoundError)) throw error
    }
  }
  return resources
}

export function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>> {
  return readLocaleModule(lang, namespace)
}

export { languageAtHand }

export function opensWithEagerNamespaces(): boolean {
  return true
}

export function watchLocaleTriggers(triggers: LocaleTriggers, eagerStart?: boolean): () => void {
  void triggers
  void eagerStart
  return () => {}
}
