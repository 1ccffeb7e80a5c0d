/// <reference types="@tarojs/taro" />
declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

/**
 * Injected by config/index.ts: the site this app runs as. weapp: a literal of the site the package
 * is built for; H5: window.__WENLV_SITE__, set by the site's stamped index.html (scripts/lib/h5-stamp.mjs).
 */
declare const __SITE__: import('./site').SiteConfig
/** Injected by config/index.ts: which API base of the site this bundle calls. */
declare const __API_ENV__: import('./site').ApiEnvironment
/** Injected by config/index.ts: the one weapp compile, whose languages come with each site's stamp */
declare const __LOCALES_STAMPED__: boolean
/** H5: the version in the name of every locale file of the compile (config/h5-locales.js) */
declare const __LOCALES_VERSION__: string
/** the platform's own require, untouched by webpack (the mini-program's, in a weapp package) */
declare const __non_webpack_require__: (path: string) => any
/** webpack's module table and require (src/i18n/locale-files.h5.ts reads chunks the stamp preloaded) */
declare const __webpack_modules__: Record<string | number, unknown>
declare const __webpack_require__: (id: string | number) => any

declare namespace NodeJS {
  /** webpack's require.resolveWeak: a module id without bundling the module */
  interface Require {
    resolveWeak(path: string): string | number
  }
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    NODE_ENV: 'development' | 'production' | 'test'
  }
}
