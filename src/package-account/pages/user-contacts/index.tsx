/** /user-contacts: the people a user books for; numbers decrypted after reading, shown masked. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { routes } from '@/core/route-paths'
import { maskCert, maskPhone } from '@/core/validation'
import { AccountPage, Row, contactApi, type Contact } from '@/features/account'
import { PagedList, RowActions, type ListControls } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function ContactsPage() {
  const { t } = useTranslation('user')
  const row = (c: Contact, list: ListControls) => (
    <Row
      testId={`contact-${c.id}`}
      title={<Text data-testid="contact-row-name">{c.name}</Text>}
      description={`${maskCert(c.certNumber)}  ${maskPhone(c.phone)}`}
      extra={
        <RowActions
          testIdPrefix="contact"
          id={c.id}
          editRoute={routes.userContactsEdit(c.id)}
          remove={() => contactApi.remove(c.id)}
          onRemoved={list.reload}
        />
      }
    />
  )
  return (
    <AccountPage titleKey="contacts.title" testId="contacts-page">
      <PagedList source={contactApi} reloadOnShow renderItem={row} />
      <View className="account-page__actions">
        <Button data-testid="contact-add" type="primary" block onClick={() => navigate(routes.userContactsEdit())}>
          {t('contacts.add')}
        </Button>
      </View>
    </AccountPage>
  )
}
