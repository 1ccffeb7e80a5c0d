/**
 * Start-up check of every provider kind at once (issue 23): each factory is asked with the
 * environment, and what they refuse is gathered into ONE ConfigError, so an operator going live
 * reads everything missing in one line instead of fixing one setting per restart. The factories
 * themselves refuse the same way when built (a capability registered without this check).
 */
import { ConfigError } from '../config'
import { weatherProviderFrom } from '../plugins/places/weather/provider'
import type { Database } from '../db/database'
import { createIdCardProvider } from './idcard'
import { createLogisticsProvider } from './logistics'
import { createPartnerProvider } from './partner'
import { createPayProvider } from './pay'
import { isProduction, neededText, ProviderNeeded, type Env } from './production'
import { createSmsProvider } from './sms'
import { createStorage } from './storage'
import { createTicketingProvider } from './ticketing'
import { createTransportProvider } from './transport'
import { createWechatProvider } from './wechat'

/** every factory, as start-up builds them (none touches the network or the database when built) */
const FACTORIES: Array<(env: Env) => unknown> = [
  createSmsProvider,
  createWechatProvider,
  createPartnerProvider,
  createIdCardProvider,
  createPayProvider,
  createStorage,
  createLogisticsProvider,
  // the http one never reads the database; the dev one (which does) is not built in production
  (env) => createTicketingProvider(env, null as unknown as Database),
  (env) => createTransportProvider(env),
  (env) => weatherProviderFrom(env),
]

/**
 * In production: throws one ConfigError naming every provider kind that is neither configured
 * for real nor switched off, then any other provider setting that is wrong. Elsewhere: nothing.
 */
export function checkProductionProviders(env: Env): void {
  if (!isProduction(env)) return
  const needed: string[] = []
  const wrong: string[] = []
  for (const build of FACTORIES) {
    try {
      build(env)
    } catch (e) {
      if (e instanceof ProviderNeeded) needed.push(neededText(e.kind))
      else if (e instanceof ConfigError) wrong.push(e.message)
      else throw e
    }
  }
  const parts = [...(needed.length ? [`production needs ${needed.join('; ')}`] : []), ...wrong]
  if (parts.length) throw new ConfigError(parts.join('. '))
}
