/**
 * Account input rules (rules-and-contract section 5 and 9): phone 11 digits, verification code
 * 6 digits, registration needs the agreement accepted. The app validates before calling; the
 * server validates again with the same code and answers the same message keys
 * (namespace `account`, locales/<lang>/account.json).
 */
export const PHONE_LENGTH = 11
export const CODE_LENGTH = 6

export const AccountMessage = {
  phone: 'account:validation.phone',
  code: 'account:validation.code',
  agreement: 'account:validation.agreement',
} as const

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
