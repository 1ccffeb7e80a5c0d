/** /user-address/edit[/{id}]: receiver, phone, region, detailed address, default flag. */
import { useTranslation } from 'react-i18next'
import { AccountPage, addressApi, addressError } from '@/features/account'
import { EditForm, usePageParams, type FieldSpec } from '@/kit'
import '../account-pages.scss'

const EMPTY = { name: '', phone: '', region: '', detail: '', isDefault: false }

export default function AddressEditPage() {
  const { t } = useTranslation('user')
  const id = usePageParams().id || undefined
  const fields: FieldSpec<typeof EMPTY>[] = [
    { name: 'name', label: t('addresses.receiver') },
    { name: 'phone', label: t('addresses.phone') },
    { name: 'region', label: t('addresses.region') },
    { name: 'detail', label: t('addresses.detail') },
    { name: 'isDefault', label: t('addresses.setDefault'), kind: 'switch' },
  ]
  return (
    <AccountPage titleKey={id ? 'addresses.editTitle' : 'addresses.add'} testId="address-edit-page">
      <EditForm
        id={id}
        source={addressApi}
        initial={EMPTY}
        fields={fields}
        validate={addressError}
        namespaces={['user', 'account']}
        testIdPrefix="address"
      />
    </AccountPage>
  )
}
