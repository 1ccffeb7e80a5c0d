/** /user-contacts: the people a user books for; numbers decrypted after reading, shown masked. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { routes } from '@/core/route-paths'
import { maskCert, maskPhone } from '@/core/validation'
import { AccountPage, contactApi } from '@/features/account'
import { OwnedList } from '@/kit'
import '../account-pages.scss'

export default function ContactsPage() {
  const { t } = useTranslation('user')
  return (
    <AccountPage titleKey="contacts.title" testId="contacts-page">
      <OwnedList
        source={contactApi}
        editRoute={routes.userContactsEdit}
        testIdPrefix="contact"
        addText={t('contacts.add')}
        title={(c) => <Text data-testid="contact-row-name">{c.name}</Text>}
        description={(c) => `${maskCert(c.certNumber)}  ${maskPhone(c.phone)}`}
      />
    </AccountPage>
  )
}
