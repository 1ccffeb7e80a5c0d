/** /user-contacts: the people a user books for; numbers decrypted after reading, shown masked. */
import { Text } from '@tarojs/components'
import * as routes from '@/core/route-paths'
import { maskCert, maskPhone } from '@/core/validation'
import { contactApi } from '@/features/account'
import { OwnedListPage } from '../../components/OwnedRowsPages'
import '../account-pages.scss'

export default function ContactsPage() {
  return (
    <OwnedListPage
      section="contacts"
      testId="contacts-page"
      testIdPrefix="contact"
      source={contactApi}
      editRoute={routes.userContactsEdit}
      title={(c) => <Text data-testid="contact-row-name">{c.name}</Text>}
      description={(c) => `${maskCert(c.certNumber)}  ${maskPhone(c.phone)}`}
    />
  )
}
