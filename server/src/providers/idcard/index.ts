/**
 * Real-name (id card) verification adapter for POST res/api/idcard/idcardIdentify.
 * `dev` accepts a well-formed id card (checksum) with a 2-30 character name, except the
 * demo name 不一致 which answers "name and id card do not match" so the failure path is
 * visible; `http` posts {name, idCard} to IDCARD_VERIFY_URL with IDCARD_VERIFY_KEY and
 * expects {match: boolean}; `off` answers "not available" (production without the service).
 */
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'

export interface IdCardProvider {
  readonly name: 'dev' | 'http' | 'off'
  verify(realName: string, idCard: string): Promise<boolean>
}

export const DEV_MISMATCH_NAME = '不一致'

export class DevIdCardProvider implements IdCardProvider {
  readonly name = 'dev' as const
  async verify(realName: string): Promise<boolean> {
    return realName !== DEV_MISMATCH_NAME
  }
}

export class HttpIdCardProvider implements IdCardProvider {
  readonly name = 'http' as const
  constructor(private readonly cfg: { url: string; key: string; fetch?: typeof fetch }) {}
  async verify(realName: string, idCard: string): Promise<boolean> {
    const res = await (this.cfg.fetch ?? fetch)(this.cfg.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.cfg.key}` },
      body: JSON.stringify({ name: realName, idCard }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`id card service answered HTTP ${res.status}`)
    return ((await res.json()) as { match?: boolean }).match === true
  }
}

export class OffIdCardProvider implements IdCardProvider {
  readonly name = 'off' as const
  async verify(): Promise<boolean> {
    throw serviceOff(PROVIDER_KINDS.idCard)
  }
}

export function createIdCardProvider(env: Env): IdCardProvider {
  const chosen = chooseProvider(env, PROVIDER_KINDS.idCard)
  if (chosen === 'dev') return new DevIdCardProvider()
  if (chosen === OFF) return new OffIdCardProvider()
  if (chosen !== 'http') throw new ConfigError(`IDCARD_PROVIDER must be dev or http (or off), not "${chosen}"`)
  if (!env.IDCARD_VERIFY_URL) throw new ConfigError('IDCARD_PROVIDER=http needs IDCARD_VERIFY_URL')
  return new HttpIdCardProvider({ url: env.IDCARD_VERIFY_URL, key: env.IDCARD_VERIFY_KEY ?? '' })
}
