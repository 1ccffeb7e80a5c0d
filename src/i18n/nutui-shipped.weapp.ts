/** Mini-program: NutUI's English and Japanese strings are in the package (no chunks to fetch). */
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import jaJP from '@nutui/nutui-react-taro/dist/es/locales/ja-JP'
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import type { ShippedNutuiLanguage } from './nutui-shipped'

export const shippedNutuiInMemory: Partial<Record<ShippedNutuiLanguage, BaseLang>> = { en: enUS, ja: jaJP }

export async function loadShippedNutui(lang: ShippedNutuiLanguage): Promise<BaseLang> {
  return shippedNutuiInMemory[lang] as BaseLang
}
