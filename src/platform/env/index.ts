/**
 * Where the app runs: mini-program, plain H5, WeChat browser, native app shell
 * (markers documented in ./detect.ts), and the query the app was opened with.
 */
export type { PlatformEnv, Platform } from './detect'
export { APP_SHELL_UA_MARKER, APP_SHELL_QUERY, toClientEnv } from './detect'

export interface EnvAdapter {
  getEnv(): import('./detect').PlatformEnv
  /** the query the current page / the mini-program launch was opened with */
  getLaunchQuery(): Record<string, string>
  /** the window's usable size in px (H5 reads the document: Taro's getSystemInfoSync also loads a device-detection library) */
  getWindowSize(): { width: number; height: number }
}

export { getEnv, getLaunchQuery, getWindowSize } from './env'
