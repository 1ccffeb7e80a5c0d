/// <reference types="@tarojs/taro" />
declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

/** Injected by config/index.ts: the site this bundle is built for. */
declare const __SITE__: import('./site').SiteConfig
/** Injected by config/index.ts: which API base of the site this bundle calls. */
declare const __API_ENV__: import('./site').ApiEnvironment
/** Injected by config/index.ts: locales/ folder of the site's default language (zh, en, fr, ja, ko), bundled on H5. */
declare const __LOCALE_EAGER__: string

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    NODE_ENV: 'development' | 'production' | 'test'
  }
}
