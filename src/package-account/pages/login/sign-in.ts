/**
 * One-step sign-in through loginOrRegister: a known phone is logged in; an unknown phone is
 * created only with the agreement. The server answers an unknown phone without the agreement
 * with the agreement message once the code is checked right (never before, so the answer does not
 * tell strangers which phones are registered), and leaves the code valid for the retry.
 * The refusal carries no machine-readable reason, so that message — from the same locale file
 * and language the app sends as `lang` — is how the page knows to offer registration in place.
 */
import type { CloudUserInfo } from '../../../../types/contract'
import { accountApi } from '@/features/account'
import { messageOf } from '@/features/account/login'

export type SignInStep = { kind: 'signed-in'; user: CloudUserInfo } | { kind: 'needs-agreement' } | { kind: 'refused'; message: string }

export interface SignInTexts {
  /** account:validation.agreement in the interface language */
  agreementRefusal: string
  /** shown when the answer has no message (no network) */
  fallback: string
}

export async function signIn(phone: string, code: string, agreed: boolean, texts: SignInTexts): Promise<SignInStep> {
  const res = await accountApi.loginOrRegister(phone, code, agreed)
  if (res.ok && res.data) return { kind: 'signed-in', user: res.data }
  const message = messageOf(res, texts.fallback)
  if (!agreed && message === texts.agreementRefusal) return { kind: 'needs-agreement' }
  return { kind: 'refused', message }
}
