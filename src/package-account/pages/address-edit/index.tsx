/** /user-address/edit[/{id}]: receiver, phone, region, detailed address, default flag. */
import { useTranslation } from 'react-i18next'
import { addressApi, addressError } from '@/features/account'
import type { FieldSpec } from '@/kit'
import { OwnedEditPage } from '../../components/OwnedRowsPages'
import '../account-pages.scss'

const EMPTY = { name: '', phone: '', region: '', detail: '', isDefault: false }

export default function AddressEditPage() {
  const { t } = useTranslation('user')
  const fields: FieldSpec<typeof EMPTY>[] = [
    { name: 'name', label: t('addresses.receiver') },
    { name: 'phone', label: t('addresses.phone') },
    { name: 'region', label: t('addresses.region') },
    { name: 'detail', label: t('addresses.detail') },
    { name: 'isDefault', label: t('addresses.setDefault'), kind: 'switch' },
  ]
  return (
    <OwnedEditPage section="addresses" testIdPrefix="address" source={addressApi} initial={EMPTY} fields={fields} validate={addressError} />
  )
}
