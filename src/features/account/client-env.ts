/** The platform as the login rules name it (core/login-flow ClientEnv), and the site's language. */
import type { ClientEnv } from '../../core/login-flow'
import { getEnv } from '../../platform/env'

export function clientEnv(): ClientEnv {
  const env = getEnv()
  if (env.isWeapp) return 'miniProgram'
  if (env.isWechatBrowser) return 'wechatBrowser'
  if (env.isAppShell) return 'appShell'
  return 'browser'
}

/** Chinese-language site: its default language is zh (product-spec 6 login prompt rule). */
export function isChineseSite(): boolean {
  return __SITE__.defaultLanguage === 'zh'
}
