/** /user-address: shipping addresses; the default one first (server order), edit and delete. */
import { View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { routes } from '@/core/route-paths'
import { maskPhone } from '@/core/validation'
import { AccountPage, Row, addressApi, type Address } from '@/features/account'
import { PagedList, RowActions, type ListControls } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function UserAddressPage() {
  const { t } = useTranslation('user')
  const row = (a: Address, list: ListControls) => (
    <Row
      testId={`address-${a.id}`}
      title={
        <View>
          {`${a.name} ${maskPhone(a.phone)} `}
          {a.isDefault && <Tag type="warning">{t('addresses.default')}</Tag>}
        </View>
      }
      description={`${a.region} ${a.detail}`}
      extra={
        <RowActions
          testIdPrefix="address"
          id={a.id}
          editRoute={routes.userAddressEdit(a.id)}
          remove={() => addressApi.remove(a.id)}
          onRemoved={list.reload}
        />
      }
    />
  )
  return (
    <AccountPage titleKey="addresses.title" testId="address-page">
      <PagedList source={addressApi} reloadOnShow renderItem={row} />
      <View className="account-page__actions">
        <Button data-testid="address-add" type="primary" block onClick={() => navigate(routes.userAddressEdit())}>
          {t('addresses.add')}
        </Button>
      </View>
    </AccountPage>
  )
}
