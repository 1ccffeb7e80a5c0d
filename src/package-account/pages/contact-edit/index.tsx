/** /user-contacts/edit[/{id}]: add or edit a contact (name, ID card number, mobile number). */
import { useTranslation } from 'react-i18next'
import { contactApi, contactError } from '@/features/account'
import type { FieldSpec } from '@/kit'
import { OwnedEditPage } from '../../components/OwnedRowsPages'
import '../account-pages.scss'

const EMPTY = { name: '', certNumber: '', phone: '' }

export default function ContactEditPage() {
  const { t } = useTranslation('user')
  const fields: FieldSpec<typeof EMPTY>[] = [
    { name: 'name', label: t('contacts.name'), placeholder: t('contacts.namePlaceholder') },
    { name: 'certNumber', label: t('contacts.certNumber'), placeholder: t('contacts.certPlaceholder') },
    { name: 'phone', label: t('contacts.phone'), placeholder: t('contacts.phonePlaceholder') },
  ]
  return (
    <OwnedEditPage
      section="contacts"
      testIdPrefix="contact"
      source={contactApi}
      initial={EMPTY}
      fields={fields}
      validate={contactError}
      toDraft={(form, rowId) => ({ ...form, id: rowId, certType: 'ID_CARD' as const, certNumber: form.certNumber.toUpperCase() })}
    />
  )
}
