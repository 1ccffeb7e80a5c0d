/** /user-contacts/edit[/{id}]: add or edit a contact (name, ID card number, mobile number). */
import { useTranslation } from 'react-i18next'
import { CONTACT_FORM_EMPTY, contactApi, contactDraft, contactError, contactFields } from '@/features/account'
import { OwnedEditPage } from '../../components/OwnedRowsPages'
import '../account-pages.scss'

export default function ContactEditPage() {
  const { t } = useTranslation('user')
  return (
    <OwnedEditPage
      section="contacts"
      testIdPrefix="contact"
      source={contactApi}
      initial={CONTACT_FORM_EMPTY}
      fields={contactFields(t)}
      validate={contactError}
      toDraft={contactDraft}
    />
  )
}
