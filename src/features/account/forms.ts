/**
 * Form rules of the contact and address pages, checked before any call (the server checks again).
 * Each returns the first failing rule as a translation key (user or account namespace), or null.
 */
import { AccountMessage, isIdCard, isPhone } from '../../core/validation'

/** First failing rule of the contact form, as a translation key of user or account. */
export function contactError(c: { name: string; certNumber: string; phone: string }): string | null {
  if (!c.name.trim()) return 'user:contacts.nameRequired'
  if (!isIdCard(c.certNumber.trim().toUpperCase())) return 'user:contacts.certInvalid'
  if (!isPhone(c.phone.trim())) return AccountMessage.phone
  return null
}

/** First failing rule of the address form (rules-and-contract 5 wording for location and address). */
export function addressError(a: { name: string; phone: string; region: string; detail: string }): string | null {
  if (!a.name.trim()) return 'user:addresses.receiverRequired'
  if (!isPhone(a.phone.trim())) return AccountMessage.phone
  if (!a.region.trim()) return 'user:addresses.regionRequired'
  if (!a.detail.trim()) return 'user:addresses.detailRequired'
  return null
}
