/** /user-address/edit[/{id}]: receiver, phone, region, detailed address, default flag. */
import { View } from '@tarojs/components'
import { Button, Cell, Input, Switch } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '@/features/account/api'
import { addressError } from '@/features/account/forms'
import { AccountPage } from '@/features/account/components/AccountPage'
import { usePageParams } from '@/features/account/navigation'
import { toast } from '@/features/account/toast'
import { userCentreApi } from '@/features/account/user-centre-api'
import '../account-pages.scss'

export default function AddressEditPage() {
  const { t } = useTranslation(['user', 'account'])
  const params = usePageParams()
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined
  const [form, setForm] = useState({ name: '', phone: '', region: '', detail: '', isDefault: false })

  useEffect(() => {
    if (!id) return
    userCentreApi.address(id).then((res) => {
      if (res.code === 0 && res.data)
        setForm({
          name: res.data.name,
          phone: res.data.phone,
          region: res.data.region,
          detail: res.data.detail,
          isDefault: !!res.data.isDefault,
        })
    })
  }, [id])

  const save = async () => {
    const error = addressError(form)
    if (error) return toast(t(error))
    const res = await userCentreApi.saveAddress({
      id,
      name: form.name.trim(),
      phone: form.phone.trim(),
      region: form.region.trim(),
      detail: form.detail.trim(),
      isDefault: form.isDefault,
    })
    if (res.code !== 0) return toast(messageOf(res, t('user:common.requestFailed')))
    toast(t('user:common.saved'))
    setTimeout(() => Taro.navigateBack(), 500)
  }

  const field = (key: 'name' | 'phone' | 'region' | 'detail', label: string) => (
    <Cell
      title={label}
      extra={
        <Input
          data-testid={`address-${key}`}
          value={form[key]}
          placeholder={label}
          onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
        />
      }
    />
  )
  return (
    <AccountPage titleKey={id ? 'addresses.editTitle' : 'addresses.add'} testId="address-edit-page">
      {field('name', t('user:addresses.receiver'))}
      {field('phone', t('user:addresses.phone'))}
      {field('region', t('user:addresses.region'))}
      {field('detail', t('user:addresses.detail'))}
      <Cell
        title={t('user:addresses.setDefault')}
        extra={<Switch data-testid="address-default" checked={form.isDefault} onChange={(v) => setForm((f) => ({ ...f, isDefault: v }))} />}
      />
      <View className="account-page__actions">
        <Button data-testid="address-save" type="primary" block onClick={save}>
          {t('user:common.save')}
        </Button>
      </View>
    </AccountPage>
  )
}
