/**
 * Real-name (id card) verification adapter for POST res/api/idcard/idcardIdentify.
 * `dev` accepts a well-formed id card (checksum) with a 2-30 character name, except the
 * demo name 不一致 which answers "name and id card do not match" so the failure path is
 * visible; `http` posts {name, idCard} to IDCARD_VERIFY_URL with IDCARD_VERIFY_KEY and
 * expects {match: boolean}.
 */
export interface IdCardProvider {
  readonly name: 'dev' | 'http'
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

export function createIdCardProvider(env: Readonly<Record<string, string | undefined>>): IdCardProvider {
  if ((env.IDCARD_PROVIDER ?? 'dev') === 'dev') return new DevIdCardProvider()
  if (!env.IDCARD_VERIFY_URL) throw new Error('IDCARD_PROVIDER=http needs IDCARD_VERIFY_URL')
  return new HttpIdCardProvider({ url: env.IDCARD_VERIFY_URL, key: env.IDCARD_VERIFY_KEY ?? '' })
}
