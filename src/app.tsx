/**
 * App root: i18n (+ NutUI locale) provider around every page, and the launch work of the shell:
 * account start-up (login flow, request hooks), the bottom menu, the visit record, the site detail
 * (stored for other areas, e.g. the logo), in the WeChat browser the JS-SDK, and the elder-mode
 * query (`elder=1|0`); on H5 the theme variables also go on <html>. In the mini-program the privacy
 * agreement listener is registered before any page runs (components/PrivacySheet).
 */
import { useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { startPrivacyPrompt } from './components/PrivacySheet/requests'
import { loadBottomMenu } from './components/TabBar'
import { applyEarlyLoginGate, startAccount } from './features/account'
import { applyFirstVisitGuide } from './features/home'
import { recordVisit } from './features/stats'
import { LocaleProvider } from './i18n'
import { applyElderQuery, useDocumentTheme } from './kit/theme'
import { getEnv, getLaunchQuery } from './platform/env'
import { installPageScrollFocus } from './platform/page-scroll-focus'
import { installPageShadeGuard } from './platform/page-shade-guard'
import { STORAGE_KEYS, storage } from './platform/storage'
import { getJssdkSignature, getSiteDetail } from './services/shell-api'
import './app.scss'

// before Taro's router reads the address: a beta site's visitor without login starts on /login
applyEarlyLoginGate()
// ... and the great-wall site's first visit opens its guide, not the home and then the guide
applyFirstVisitGuide()
// H5: the page on screen is never hidden by a late transition timer of the router
if (process.env.TARO_ENV === 'h5') installPageShadeGuard()
// H5: a page of text alone can still be scrolled from the keyboard
if (process.env.TARO_ENV === 'h5') installPageScrollFocus()
// mini-program: WeChat asks for the privacy agreement before the first private API (a no-op on H5)
startPrivacyPrompt()

function App({ children }: PropsWithChildren) {
  useDocumentTheme()
  useLaunch(() => {
    applyElderQuery(getLaunchQuery())
    startAccount()
    loadBottomMenu()
    // one visit per launch (api/api/access/record), fire-and-forget
    recordVisit(process.env.TARO_ENV === 'weapp' ? '' : window.location.pathname)
    getSiteDetail()
      .then((detail) => storage.set(STORAGE_KEYS.siteDetail, detail))
      .catch(() => undefined) // rejected on a non-zero code: the build-time site config still applies
    // WeChat browser: location, share and scan go through the JS-SDK, signed for the landing
    // address (the one iOS WeChat signs against for a single-page app)
    // (fetched there only: other browsers never need its code)
    if (process.env.TARO_ENV === 'h5' && getEnv().isWechatBrowser)
      void import('./platform/wechat/jssdk').then(({ configureJssdk }) => configureJssdk(getJssdkSignature))
  })
  return <LocaleProvider>{children}</LocaleProvider>
}

export default App
