/**
 * The contact form (the people a user books for): its fields, empty value and what is saved, shared
 * by /user-contacts/edit and the booking's /appointment-add so both are one form.
 */
import type { TFunction } from 'i18next'
import type { FieldSpec } from '../../kit/edit-form'
import type { Id } from '../../kit/resource-api'

export const CONTACT_FORM_EMPTY = { name: '', certNumber: '', phone: '' }
export type ContactForm = typeof CONTACT_FORM_EMPTY

/** `t` reads the user namespace */
export const contactFields = (t: TFunction | ((key: string) => string)): FieldSpec<ContactForm>[] => [
  { name: 'name', label: t('user:contacts.name'), placeholder: t('user:contacts.namePlaceholder') },
  { name: 'certNumber', label: t('user:contacts.certNumber'), placeholder: t('user:contacts.certPlaceholder') },
  { name: 'phone', label: t('user:contacts.phone'), placeholder: t('user:contacts.phonePlaceholder') },
]

/** ID cards only; the number upper-cased (a final x) */
export const contactDraft = (form: ContactForm, rowId: Id | undefined) => ({
  ...form,
  id: rowId,
  certType: 'ID_CARD' as const,
  certNumber: form.certNumber.toUpperCase(),
})
