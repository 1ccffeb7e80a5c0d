/**
 * Mini-program (and jest): every locale file of the site's languages is in the package and in
 * memory from the start; a mini-program cannot fetch code chunks, and the weapp budget (main
 * package ≤ 1.2 MB) has room for them. NutUI's French and Korean strings (nutui.json) too.
 */
import type { AppLanguage } from '../core/lang'
import { LocaleNotFoundError, loadLocaleModule, loadResources, type Resources } from './loader'
import type { LocaleTriggers } from './locale-files'
import { NAMESPACES, NUTUI_LOCALE_FILE } from './namespaces'

export const EAGER_NAMESPACES = NAMESPACES

export function bundledResources(siteLanguages: readonly AppLanguage[]): Resources {
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

export async function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>> {
  return loadLocaleModule(lang, namespace)
}

export function opensWithEagerNamespaces(): boolean {
  return true
}

export function watchLocaleTriggers(triggers: LocaleTriggers, eagerStart?: boolean): () => void {
  void triggers
  void eagerStart
  return () => {}
}
