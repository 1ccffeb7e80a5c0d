/**
 * The production rule of every external provider (issue 23, "a production mode that refuses to
 * fake"). Each kind is chosen by its `<KIND>_PROVIDER` setting:
 * - outside production the development stand-in is the default (demos, tests, `npm start`);
 * - with NODE_ENV=production a development stand-in is never chosen: the setting names a real
 *   implementation (its own settings then checked by its factory), or `off`, a provider whose
 *   every call answers the translated "not available" refusal (`serviceOff.<kind>`);
 * - neither: start-up refuses, naming what is missing (providers/check.ts collects every kind
 *   into one line).
 * `off` works outside production too, so the refusal can be seen and tested anywhere.
 */
import { ResultCode } from '../../../types/contract'
import { ConfigError } from '../config'
import { AppError } from '../http/envelope'

export type Env = Readonly<Record<string, string | undefined>>

export const OFF = 'off'

export const isProduction = (env: Env): boolean => env.NODE_ENV === 'production'

export interface ProviderKind {
  /** the message key of its refusal: `serviceOff.<key>` in locales/<lang>/server.json */
  key: string
  /** the setting choosing it, e.g. SMS_PROVIDER */
  setting: string
  /** the development stand-in, the default outside production */
  dev: string
  /** what production needs instead, as the start-up refusal names it */
  needs: string
}

/** A kind production cannot run with: its setting is unset or names the development stand-in. */
export class ProviderNeeded extends ConfigError {
  constructor(readonly kind: ProviderKind) {
    super(`production needs ${neededText(kind)}`)
  }
}

export const neededText = (kind: ProviderKind): string => `${kind.needs} (or ${kind.setting}=${OFF})`

/**
 * The implementation to build: the setting, else the development stand-in outside production.
 * In production the stand-in is refused (ProviderNeeded), whether by default or by name.
 */
export function chooseProvider(env: Env, kind: ProviderKind): string {
  const chosen = env[kind.setting] || ''
  if (isProduction(env)) {
    if (!chosen || chosen === kind.dev) throw new ProviderNeeded(kind)
    return chosen
  }
  return chosen || kind.dev
}

/** The answer of every call of a provider switched off: a refusal the visitor reads, never a 500. */
export function serviceOff(kind: ProviderKind): AppError {
  return new AppError(ResultCode.BAD_REQUEST, `serviceOff.${kind.key}`)
}

export const PROVIDER_KINDS = {
  sms: { key: 'sms', setting: 'SMS_PROVIDER', dev: 'dev', needs: 'SMS_PROVIDER=http with SMS_GATEWAY_URL and SMS_API_KEY' },
  wechat: { key: 'wechat', setting: 'WECHAT_PROVIDER', dev: 'dev', needs: 'WECHAT_PROVIDER=api with WECHAT_APPID and WECHAT_SECRET' },
  partner: {
    key: 'partner',
    setting: 'PARTNER_PROVIDER',
    dev: 'dev',
    needs: 'PARTNER_PROVIDER=http with PARTNER_<KIND>_URL and PARTNER_<KIND>_KEY',
  },
  idCard: { key: 'idCard', setting: 'IDCARD_PROVIDER', dev: 'dev', needs: 'IDCARD_PROVIDER=http with IDCARD_VERIFY_URL' },
  pay: { key: 'pay', setting: 'PAY_PROVIDER', dev: 'dev-pay', needs: 'PAY_PROVIDER=wechat-pay with WECHAT_PAY_*' },
  storage: {
    key: 'storage',
    setting: 'STORAGE_PROVIDER',
    dev: 'local',
    needs: 'STORAGE_PROVIDER=s3 with S3_* (or STORAGE_PROVIDER=local with STORAGE_ALLOW_LOCAL_IN_PRODUCTION=1)',
  },
  logistics: {
    key: 'logistics',
    setting: 'LOGISTICS_PROVIDER',
    dev: 'dev',
    needs: 'LOGISTICS_PROVIDER=kuaidi100 with KUAIDI100_KEY and KUAIDI100_CUSTOMER',
  },
  ticketing: { key: 'ticketing', setting: 'TICKETING_PROVIDER', dev: 'dev', needs: 'TICKETING_PROVIDER=http with ZYTF_URL and ZYTF_KEY' },
  transport: {
    key: 'transport',
    setting: 'TRANSPORT_PROVIDER',
    dev: 'dev',
    needs: 'TRANSPORT_PROVIDER=juhe with JUHE_TRAIN_KEY, JUHE_FLIGHT_KEY or JUHE_BUS_KEY',
  },
  weather: { key: 'weather', setting: 'WEATHER_PROVIDER', dev: 'dev', needs: 'QWEATHER_KEY' },
} satisfies Record<string, ProviderKind>
