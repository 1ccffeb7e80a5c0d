/** The platform as the login rules name it (core/login-flow ClientEnv), and the site's language. */
import type { ClientEnv } from '../../core/login-flow'
import { getEnv, toClientEnv } from '../../platform/env'

/** One rule for which platform this is: the platform adapter's (src/platform/env/detect.ts). */
export function clientEnv(): ClientEnv {
  return toClientEnv(getEnv())
}

/** Chinese-language site: its default language is zh (product-spec 6 login prompt rule). */
export function isChineseSite(): boolean {
  return __SITE__.defaultLanguage === 'zh'
}
