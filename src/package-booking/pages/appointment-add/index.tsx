/**
 * /appointment-add: add a visitor to book for, the contact form of the user centre (name, ID card
 * number, mobile number; the same rule, call and encryption: features/account contactForm), then
 * back to the booking.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { CONTACT_FORM_EMPTY, contactApi, contactDraft, contactError, contactFields } from '@/features/account'
import { EditForm } from '@/kit'

export default function AppointmentAddPage() {
  const { t } = useTranslation(['appointment', 'user'])
  return (
    <PageShell title={t('appointment:add.title')}>
      <EditForm
        source={contactApi}
        initial={CONTACT_FORM_EMPTY}
        fields={contactFields(t)}
        validate={contactError}
        toDraft={contactDraft}
        namespaces={['user', 'account']}
        testIdPrefix="contact"
      />
    </PageShell>
  )
}
