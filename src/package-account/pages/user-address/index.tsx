/** /user-address: shipping addresses; the default one first (server order), edit and delete. */
import { View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { maskPhone } from '@/core/validation'
import { addressApi, type Address } from '@/features/account'
import { OwnedListPage } from '../../components/OwnedRowsPages'
import '../account-pages.scss'

export default function UserAddressPage() {
  const { t } = useTranslation('user')
  const title = (a: Address) => (
    <View>
      {`${a.name} ${maskPhone(a.phone)} `}
      {a.isDefault && <Tag type="warning">{t('addresses.default')}</Tag>}
    </View>
  )
  const description = (a: Address) => `${a.region} ${a.detail}`
  return (
    <OwnedListPage
      section="addresses"
      testId="address-page"
      testIdPrefix="address"
      source={addressApi}
      editRoute={routes.userAddressEdit}
      title={title}
      description={description}
    />
  )
}
