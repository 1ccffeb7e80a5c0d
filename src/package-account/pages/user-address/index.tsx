/** /user-address: shipping addresses; the default one first (server order), edit and delete. */
import { View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { maskPhone } from '@/core/validation'
import { messageOf } from '@/features/account/api'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Row } from '@/features/account/components/Row'
import { usePagedList } from '@/features/account/list/usePagedList'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { toast } from '@/features/account/toast'
import { userCentreApi, type Address } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function UserAddressPage() {
  const { t } = useTranslation('user')
  const list = usePagedList<Address>((p) => userCentreApi.addresses(p))
  usePageScrollLoad(list.loadMore)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) list.reload()
    shown.current = true
  })
  const remove = async (a: Address) => {
    const { confirm } = await Taro.showModal({
      title: t('common.delete'),
      content: t('common.deleteConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!confirm) return
    const res = await userCentreApi.deleteAddress(a.id)
    toast(res.code === 0 ? t('common.deleted') : messageOf(res, t('common.requestFailed')))
    if (res.code === 0) list.reload()
  }
  return (
    <AccountPage titleKey="addresses.title" testId="address-page">
      {list.items.map((a) => (
        <Row
          key={a.id}
          testId={`address-${a.id}`}
          title={
            <View>
              {a.name} {maskPhone(a.phone)} {a.isDefault ? <Tag type="warning">{t('addresses.default')}</Tag> : null}
            </View>
          }
          description={`${a.region} ${a.detail}`}
          extra={
            <View style={{ display: 'flex', gap: '8px' }}>
              <Button size="small" data-testid={`address-edit-${a.id}`} onClick={() => navigate(`/user-address/edit/${a.id}`)}>
                {t('common.edit')}
              </Button>
              <Button size="small" data-testid={`address-delete-${a.id}`} onClick={() => remove(a)}>
                {t('common.delete')}
              </Button>
            </View>
          }
        />
      ))}
      {list.footer}
      <View className="account-page__actions">
        <Button data-testid="address-add" type="primary" block onClick={() => navigate('/user-address/edit')}>
          {t('addresses.add')}
        </Button>
      </View>
    </AccountPage>
  )
}
