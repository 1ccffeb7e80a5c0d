/** All external providers of the account capabilities, chosen from the environment (dev by default). */
import { createIdCardProvider, type IdCardProvider } from './idcard'
import { createPartnerProvider, type PartnerProvider } from './partner'
import { createSmsProvider, type SmsProvider } from './sms'
import { createWechatProvider, type WechatProvider } from './wechat'

export interface AccountProviders {
  sms: SmsProvider
  wechat: WechatProvider
  partner: PartnerProvider
  idCard: IdCardProvider
}

export function createAccountProviders(env: Readonly<Record<string, string | undefined>>, clock?: () => Date): AccountProviders {
  return {
    sms: createSmsProvider(env, clock),
    wechat: createWechatProvider(env, clock),
    partner: createPartnerProvider(env),
    idCard: createIdCardProvider(env),
  }
}
