/** /user-contacts/edit[/{id}]: add or edit a contact (name, ID card number, mobile number). */
import { View } from '@tarojs/components'
import { Button, Cell, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '@/features/account/api'
import { contactError } from '@/features/account/forms'
import { usePageParams } from '@/features/account/navigation'
import { toast } from '@/features/account/toast'
import { userCentreApi } from '@/features/account/user-centre-api'
import { AccountPage } from '@/features/account/components/AccountPage'
import '../account-pages.scss'

export default function ContactEditPage() {
  const { t } = useTranslation(['user', 'account'])
  const params = usePageParams()
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined
  const [form, setForm] = useState({ name: '', certNumber: '', phone: '' })

  useEffect(() => {
    if (!id) return
    userCentreApi.contact(id).then((res) => {
      if (res.code === 0 && res.data) setForm({ name: res.data.name, certNumber: res.data.certNumber, phone: res.data.phone })
    })
  }, [id])

  const save = async () => {
    const error = contactError(form)
    if (error) {
      toast(t(error))
      return
    }
    const res = await userCentreApi.saveContact({
      id,
      name: form.name.trim(),
      certType: 'ID_CARD',
      certNumber: form.certNumber.trim().toUpperCase(),
      phone: form.phone.trim(),
    })
    if (res.code !== 0) {
      toast(messageOf(res, t('user:common.requestFailed')))
      return
    }
    toast(t('user:common.saved'))
    setTimeout(() => Taro.navigateBack(), 500)
  }

  const field = (key: keyof typeof form, label: string, placeholder: string) => (
    <Cell
      title={label}
      extra={
        <Input
          data-testid={`contact-${key}`}
          value={form[key]}
          placeholder={placeholder}
          onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
        />
      }
    />
  )

  return (
    <AccountPage titleKey={id ? 'contacts.editTitle' : 'contacts.add'} testId="contact-edit-page">
      {field('name', t('user:contacts.name'), t('user:contacts.namePlaceholder'))}
      {field('certNumber', t('user:contacts.certNumber'), t('user:contacts.certPlaceholder'))}
      {field('phone', t('user:contacts.phone'), t('user:contacts.phonePlaceholder'))}
      <View className="account-page__actions">
        <Button data-testid="contact-save" type="primary" block onClick={save}>
          {t('user:common.save')}
        </Button>
      </View>
    </AccountPage>
  )
}
