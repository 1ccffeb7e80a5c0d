/** /user-contacts: the people a user books for; numbers decrypted after reading, shown masked. */
import { ScrollView, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SCROLL_LOAD_TRIGGER_PX } from '@/core/constants'
import { maskPhone } from '@/core/validation'
import { messageOf } from '@/features/account/api'
import { usePagedList } from '@/features/account/list/usePagedList'
import { toast } from '@/features/account/toast'
import { userCentreApi, type Contact } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Row } from '@/features/account/components/Row'
import '../account-pages.scss'

export const maskCert = (v: string) => (v.length > 7 ? `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}` : v)

export default function ContactsPage() {
  const { t } = useTranslation('user')
  const list = usePagedList<Contact>((p) => userCentreApi.contacts(p))
  const shown = useRef(false)
  // back from the edit page: show the saved change
  useDidShow(() => {
    if (shown.current) list.reload()
    shown.current = true
  })

  const remove = async (c: Contact) => {
    const { confirm } = await Taro.showModal({
      title: t('common.delete'),
      content: t('common.deleteConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!confirm) return
    const res = await userCentreApi.deleteContact(c.id)
    toast(res.code === 0 ? t('common.deleted') : messageOf(res, t('common.requestFailed')))
    if (res.code === 0) list.reload()
  }

  return (
    <AccountPage titleKey="contacts.title" testId="contacts-page">
      <ScrollView scrollY style={{ height: 'calc(100vh - 120px)' }} lowerThreshold={SCROLL_LOAD_TRIGGER_PX} onScrollToLower={list.loadMore}>
        {list.items.map((c) => (
          <Row
            key={c.id}
            testId={`contact-${c.id}`}
            title={<Text data-testid="contact-row-name">{c.name}</Text>}
            description={`${maskCert(c.certNumber)}  ${maskPhone(c.phone)}`}
            extra={
              <View style={{ display: 'flex', gap: '8px' }}>
                <Button size="small" data-testid={`contact-edit-${c.id}`} onClick={() => navigate(`/user-contacts/edit/${c.id}`)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" data-testid={`contact-delete-${c.id}`} onClick={() => remove(c)}>
                  {t('common.delete')}
                </Button>
              </View>
            }
          />
        ))}
        {list.footer}
      </ScrollView>
      <View className="account-page__actions">
        <Button data-testid="contact-add" type="primary" block onClick={() => navigate('/user-contacts/edit')}>
          {t('contacts.add')}
        </Button>
      </View>
    </AccountPage>
  )
}
