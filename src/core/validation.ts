/**
 * Account input rules (rules-and-contract section 5 and 9): phone 11 digits, verification code
 * 6 digits, registration needs the agreement accepted. The app validates before calling; the
 * server validates again with the same code and answers the same message keys
 * (namespace `account`, locales/<lang>/account.json).
 */
import { messageKeys } from './message-keys'

export const PHONE_LENGTH = 11
export const CODE_LENGTH = 6

export const AccountMessage = messageKeys('account:validation', ['phone', 'code', 'agreement'])

export type AccountMessageKey = (typeof AccountMessage)[keyof typeof AccountMessage]

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && /^\d{11}$/.test(value)
}

export function isSmsCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value)
}

/** Form values arrive as strings ("true", "1", "on") or booleans. */
export function isAgreementAccepted(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'on'
}

/** First failing rule of a phone + code form, or null when it passes. */
export function validatePhoneAndCode(input: { phone?: unknown; code?: unknown }): AccountMessageKey | null {
  if (!isPhone(input.phone)) return AccountMessage.phone
  if (!isSmsCode(input.code)) return AccountMessage.code
  return null
}

/** Registration: phone, code, then the agreement. */
export function validateRegistration(input: { phone?: unknown; code?: unknown; agreement?: unknown }): AccountMessageKey | null {
  return validatePhoneAndCode(input) ?? (isAgreementAccepted(input.agreement) ? null : AccountMessage.agreement)
}

/** Phone shown in lists: 138****0001. */
export function maskPhone(phone: string): string {
  return isPhone(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

/** Certificate number shown in lists: the first 3 and last 4 characters, stars between. */
export function maskCert(value: string): string {
  return value.length > 7 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}` : value
}

/**
 * Mainland resident id card (GB 11643): 17 digits + check character (0-9 or X), a plausible
 * birth date, and the ISO 7064 MOD 11-2 check. Used by the id-card edit page, contacts and
 * real-name verification.
 */
export function isIdCard(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{17}[\dX]$/.test(value)) return false
  const y = Number(value.slice(6, 10))
  const m = Number(value.slice(10, 12))
  const d = Number(value.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0)
  return '10X98765432'[sum % 11] === value[17]
}
