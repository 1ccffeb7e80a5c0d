/** /user-address: shipping addresses; the default one first (server order), edit and delete. */
import { View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { routes } from '@/core/route-paths'
import { maskPhone } from '@/core/validation'
import { AccountPage, addressApi, type Address } from '@/features/account'
import { OwnedList } from '@/kit'
import '../account-pages.scss'

export default function UserAddressPage() {
  const { t } = useTranslation('user')
  const title = (a: Address) => (
    <View>
      {`${a.name} ${maskPhone(a.phone)} `}
      {a.isDefault && <Tag type="warning">{t('addresses.default')}</Tag>}
    </View>
  )
  return (
    <AccountPage titleKey="addresses.title" testId="address-page">
      <OwnedList
        source={addressApi}
        editRoute={routes.userAddressEdit}
        testIdPrefix="address"
        addText={t('addresses.add')}
        title={title}
        description={(a) => `${a.region} ${a.detail}`}
      />
    </AccountPage>
  )
}
