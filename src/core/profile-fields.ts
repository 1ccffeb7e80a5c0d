/**
 * Editable profile fields of /user-data and their limits (the accounts server checks the same
 * limits in server/src/plugins/user-centre/profile-routes.ts by importing them from here).
 * Message keys are in the app's `user` namespace.
 */
import { isIdCard } from './validation'

export type ProfileFieldName = 'nickname' | 'signature' | 'idCard' | 'address' | 'school' | 'company' | 'email'

export const PROFILE_FIELDS: Record<ProfileFieldName, { max: number; required?: boolean; label: string }> = {
  nickname: { max: 20, required: true, label: 'nickName' },
  signature: { max: 60, label: 'signature' },
  idCard: { max: 18, label: 'idCard' },
  address: { max: 100, label: 'address' },
  school: { max: 50, label: 'school' },
  company: { max: 50, label: 'company' },
  email: { max: 100, label: 'email' },
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isProfileField(name: unknown): name is ProfileFieldName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PROFILE_FIELDS, name)
}

export type ProfileFieldError = {
  key: 'profile.required' | 'profile.tooLong' | 'profile.invalidEmail' | 'profile.invalidIdCard'
  max?: number
}

/** First failing rule of one field value (already trimmed), or null. Empty clears optional fields. */
export function validateProfileField(field: ProfileFieldName, value: string): ProfileFieldError | null {
  const rule = PROFILE_FIELDS[field]
  if (!value) return rule.required ? { key: 'profile.required' } : null
  if (value.length > rule.max) return { key: 'profile.tooLong', max: rule.max }
  if (field === 'email' && !EMAIL_RE.test(value)) return { key: 'profile.invalidEmail' }
  if (field === 'idCard' && !isIdCard(value.toUpperCase())) return { key: 'profile.invalidIdCard' }
  return null
}
