/** /user-contacts/edit[/{id}]: add or edit a contact (name, ID card number, mobile number). */
import { useTranslation } from 'react-i18next'
import { AccountPage, contactApi, contactError } from '@/features/account'
import { EditForm, usePageParams, type FieldSpec } from '@/kit'
import '../account-pages.scss'

const EMPTY = { name: '', certNumber: '', phone: '' }

export default function ContactEditPage() {
  const { t } = useTranslation('user')
  const id = usePageParams().id || undefined
  const fields: FieldSpec<typeof EMPTY>[] = [
    { name: 'name', label: t('contacts.name'), placeholder: t('contacts.namePlaceholder') },
    { name: 'certNumber', label: t('contacts.certNumber'), placeholder: t('contacts.certPlaceholder') },
    { name: 'phone', label: t('contacts.phone'), placeholder: t('contacts.phonePlaceholder') },
  ]
  return (
    <AccountPage titleKey={id ? 'contacts.editTitle' : 'contacts.add'} testId="contact-edit-page">
      <EditForm
        id={id}
        source={contactApi}
        initial={EMPTY}
        fields={fields}
        validate={contactError}
        namespaces={['user', 'account']}
        toDraft={(form, rowId) => ({ ...form, id: rowId, certType: 'ID_CARD' as const, certNumber: form.certNumber.toUpperCase() })}
        testIdPrefix="contact"
      />
    </AccountPage>
  )
}
