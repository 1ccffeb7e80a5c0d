/**
 * H5: NutUI's English and Japanese strings are chunks fetched when the language is in use (6 KB of
 * the first load otherwise, for sites that show only Chinese). zh-CN needs no file: NutUI's
 * ConfigProvider carries it as its default.
 */
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import type { ShippedNutuiLanguage } from './nutui-shipped'

export const shippedNutuiInMemory: Partial<Record<ShippedNutuiLanguage, BaseLang>> = {}

export async function loadShippedNutui(lang: ShippedNutuiLanguage): Promise<BaseLang> {
  const mod =
    lang === 'en'
      ? await import(/* webpackChunkName: "nutui-en" */ '@nutui/nutui-react-taro/dist/es/locales/en-US')
      : await import(/* webpackChunkName: "nutui-ja" */ '@nutui/nutui-react-taro/dist/es/locales/ja-JP')
  return mod.default
}
