/**
 * Who draws a page's title bar (issue 28, "ways out"): the mini-program's native bar and WeChat's
 * in-app browser draw their own (there the page only sets its title), and so do our app shells; a
 * plain browser draws nothing, so PageShell draws one there. Home needs none (its hero names the
 * site); a menu route has the tab bar as its way out, so its bar carries the title alone.
 */
import type { PlatformEnv } from '../../platform/env'

export type TopBarMode = 'none' | 'title' | 'title-back'

export interface TopBarPlace {
  isHome: boolean
  onMenuRoute: boolean
  /** full-screen pages (guides, service paused) that opt out of the shell's floating controls */
  bare: boolean
}

export function topBarMode(env: Pick<PlatformEnv, 'isH5' | 'isWechatBrowser' | 'isAppShell'>, place: TopBarPlace): TopBarMode {
  if (!env.isH5 || env.isWechatBrowser || env.isAppShell) return 'none'
  if (place.isHome || place.bare) return 'none'
  return place.onMenuRoute ? 'title' : 'title-back'
}
