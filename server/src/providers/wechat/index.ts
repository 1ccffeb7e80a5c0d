/**
 * WeChat adapters: official-account OAuth (authorize page, code → open id), JS-SDK ticket, and
 * the mini-program code exchange (Taro.login code → open id). `dev` serves its own authorize
 * page from this server (plugins/account/dev-routes.ts) with demo users; `api` calls
 * api.weixin.qq.com with WECHAT_APPID / WECHAT_SECRET (WECHAT_COMPONENT_APPID optional) and
 * WECHAT_MINI_APPID / WECHAT_MINI_SECRET; `off` answers "not available" to every call
 * (production without WeChat, providers/production.ts), as `api` does for the mini-program
 * when its settings are not given.
 */
import crypto from 'node:crypto'
import { ConfigError } from '../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'

export interface WechatProfile {
  openId: string
  nickname?: string
  headImg?: string
  /** dev rule: this visitor must accept an invitation before becoming a user (getUserData code 4) */
  needsInvitation?: boolean
}

export interface WechatProvider {
  readonly name: 'dev' | 'api' | 'off'
  readonly appid: string
  readonly componentAppid: string
  /** where the browser authorises (the client adds appid, redirect_uri, scope, state) */
  authorizeUrl(): string
  exchangeCode(code: string): Promise<WechatProfile | null>
  jsapiTicket(): Promise<string>
  miniLogin(code: string): Promise<{ openId: string } | null>
}

/** Demo WeChat users of the dev authorize page. */
export const DEV_WECHAT_USERS: WechatProfile[] = [
  { openId: 'dev-wx-xiaowen', nickname: '小文 (demo)', headImg: '' },
  { openId: 'dev-wx-lvxing', nickname: '旅行者 (demo)', headImg: '' },
  { openId: 'dev-wx-invitee', nickname: '受邀访客 (demo, needs invitation)', headImg: '', needsInvitation: true },
]

const CODE_TTL_MS = 5 * 60_000

export class DevWechatProvider implements WechatProvider {
  readonly name = 'dev' as const
  readonly appid = 'wxdev0000000000000'
  readonly componentAppid = ''
  private codes = new Map<string, { openId: string; expires: number }>()
  constructor(private readonly clock: () => Date = () => new Date()) {}

  authorizeUrl(): string {
    return '/api/dev/wechat/authorize'
  }

  /** The dev authorize page's "Allow": a one-time code for a demo user. */
  issueCode(openId: string): string | null {
    if (!DEV_WECHAT_USERS.some((u) => u.openId === openId)) return null
    const code = crypto.randomBytes(16).toString('hex')
    this.codes.set(code, { openId, expires: this.clock().getTime() + CODE_TTL_MS })
    return code
  }

  async exchangeCode(code: string): Promise<WechatProfile | null> {
    const entry = this.codes.get(code)
    this.codes.delete(code) // one use, like WeChat's
    if (!entry || entry.expires <= this.clock().getTime()) return null
    return DEV_WECHAT_USERS.find((u) => u.openId === entry.openId) ?? null
  }

  async jsapiTicket(): Promise<string> {
    return 'dev-jsapi-ticket'
  }

  /** Dev rule: any code of 1-128 url-safe characters maps to a stable open id (same code, same user). */
  async miniLogin(code: string): Promise<{ openId: string } | null> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(code)) return null
    return { openId: `dev-mini-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 20)}` }
  }
}

interface WechatApiConfig {
  appid: string
  secret: string
  componentAppid?: string
  miniAppid?: string
  miniSecret?: string
  fetch?: typeof fetch
}

export class ApiWechatProvider implements WechatProvider {
  readonly name = 'api' as const
  private ticket: { value: string; expires: number } | null = null
  constructor(private readonly cfg: WechatApiConfig) {}

  get appid(): string {
    return this.cfg.appid
  }
  get componentAppid(): string {
    return this.cfg.componentAppid ?? ''
  }
  authorizeUrl(): string {
    return 'https://open.weixin.qq.com/connect/oauth2/authorize'
  }

  private async get(url: string): Promise<Record<string, unknown>> {
    const res = await (this.cfg.fetch ?? fetch)(url, { signal: AbortSignal.timeout(10_000) })
    const body = (await res.json()) as Record<string, unknown>
    if (body.errcode && body.errcode !== 0) throw new Error(`WeChat error ${body.errcode}: ${body.errmsg}`)
    return body
  }

  async exchangeCode(code: string): Promise<WechatProfile | null> {
    const q = new URLSearchParams({ appid: this.cfg.appid, secret: this.cfg.secret, code, grant_type: 'authorization_code' })
    const tok = await this.get(`https://api.weixin.qq.com/sns/oauth2/access_token?${q}`).catch(() => null)
    if (!tok?.openid) return null
    const info = await this.get(
      `https://api.weixin.qq.com/sns/userinfo?access_token=${tok.access_token}&openid=${tok.openid}&lang=zh_CN`,
    ).catch(() => ({}) as Record<string, unknown>)
    return { openId: String(tok.openid), nickname: info.nickname as string | undefined, headImg: info.headimgurl as string | undefined }
  }

  async jsapiTicket(): Promise<string> {
    if (this.ticket && this.ticket.expires > Date.now()) return this.ticket.value
    const token = await this.get(
      `https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${this.cfg.appid}&secret=${this.cfg.secret}`,
    )
    const t = await this.get(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi`)
    // WeChat tickets live 7200 s; refresh a little early
    this.ticket = { value: String(t.ticket), expires: Date.now() + 7_000_000 }
    return this.ticket.value
  }

  async miniLogin(code: string): Promise<{ openId: string } | null> {
    // the official account alone is configured: the mini-program's sign-in is not available
    if (!this.cfg.miniAppid || !this.cfg.miniSecret) throw serviceOff(PROVIDER_KINDS.wechat)
    const q = new URLSearchParams({
      appid: this.cfg.miniAppid,
      secret: this.cfg.miniSecret,
      js_code: code,
      grant_type: 'authorization_code',
    })
    const body = await this.get(`https://api.weixin.qq.com/sns/jscode2session?${q}`).catch(() => null)
    return body?.openid ? { openId: String(body.openid) } : null
  }
}

/** Switched off: no WeChat sign-in of any kind, each call says so. */
export class OffWechatProvider implements WechatProvider {
  readonly name = 'off' as const
  readonly appid = ''
  readonly componentAppid = ''
  authorizeUrl(): string {
    throw serviceOff(PROVIDER_KINDS.wechat)
  }
  async exchangeCode(): Promise<WechatProfile | null> {
    throw serviceOff(PROVIDER_KINDS.wechat)
  }
  async jsapiTicket(): Promise<string> {
    throw serviceOff(PROVIDER_KINDS.wechat)
  }
  async miniLogin(): Promise<{ openId: string } | null> {
    throw serviceOff(PROVIDER_KINDS.wechat)
  }
}

export function createWechatProvider(env: Env, clock?: () => Date): WechatProvider {
  const chosen = chooseProvider(env, PROVIDER_KINDS.wechat)
  if (chosen === 'dev') return new DevWechatProvider(clock)
  if (chosen === OFF) return new OffWechatProvider()
  if (chosen !== 'api') throw new ConfigError(`WECHAT_PROVIDER must be dev or api (or off), not "${chosen}"`)
  if (!env.WECHAT_APPID || !env.WECHAT_SECRET) throw new ConfigError('WECHAT_PROVIDER=api needs WECHAT_APPID and WECHAT_SECRET')
  return new ApiWechatProvider({
    appid: env.WECHAT_APPID,
    secret: env.WECHAT_SECRET,
    componentAppid: env.WECHAT_COMPONENT_APPID,
    miniAppid: env.WECHAT_MINI_APPID,
    miniSecret: env.WECHAT_MINI_SECRET,
  })
}

/** JS-SDK signature (WeChat's algorithm): sha1 of the sorted, &-joined fields. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`
  return crypto.createHash('sha1').update(plain).digest('hex')
}
