/**
 * App root: i18n (+ NutUI locale) provider around every page, and the launch work of the shell:
 * account start-up (login flow, request hooks), the bottom menu, and the site detail
 * (stored for other areas, e.g. the logo).
 */
import { useLaunch } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { loadBottomMenu } from './components/TabBar'
import { startAccount } from './features/account/start'
import { LocaleProvider } from './i18n'
import { STORAGE_KEYS, storage } from './platform/storage'
import { getSiteDetail } from './services/shell-api'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    startAccount()
    loadBottomMenu()
    getSiteDetail()
      .then((detail) => storage.set(STORAGE_KEYS.siteDetail, detail))
      .catch(() => undefined) // rejected on a non-zero code: the build-time site config still applies
  })
  return <LocaleProvider>{children}</LocaleProvider>
}

export default App
