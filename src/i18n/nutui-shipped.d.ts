// Types of the platform files nutui-shipped.h5.ts / nutui-shipped.weapp.ts (Taro picks one at build time).
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'

/** The languages NutUI ships strings for besides its default zh-CN. */
export type ShippedNutuiLanguage = 'en' | 'ja'
/** Those already in memory at start (mini-program: both; H5: none). */
export declare const shippedNutuiInMemory: Partial<Record<ShippedNutuiLanguage, BaseLang>>
/** NutUI's strings of the language (H5: fetched as a chunk). */
export declare function loadShippedNutui(lang: ShippedNutuiLanguage): Promise<BaseLang>
