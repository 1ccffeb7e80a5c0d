/** /user-data/{field}: one sub-edit page for nickname, signature, id card, address, school, company, email. */
import { View } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isProfileField, PROFILE_FIELDS, validateProfileField } from '@/core/profile-fields'
import { AccountPage, updateStoredUser, userCentreApi } from '@/features/account'
import { PageAction, toast, toastFailure, usePageParams } from '@/kit'
import '../account-pages.scss'

export default function UserDataEditPage() {
  const { t } = useTranslation('user')
  const params = usePageParams()
  const field = isProfileField(params.field) ? params.field : 'nickname'
  const label = t(`profile.${PROFILE_FIELDS[field].label}`)
  const [value, setValue] = useState('')

  useEffect(() => {
    userCentreApi.profile().then((res) => {
      if (res.ok && res.data) setValue(field === 'nickname' ? res.data.nickName : res.data[field])
    })
  }, [field])

  const save = async () => {
    const trimmed = value.trim()
    const error = validateProfileField(field, trimmed)
    if (error) {
      toast(t(error.key, { field: label, max: error.max }))
      return
    }
    const res = await userCentreApi.updateProfile(field, field === 'idCard' ? trimmed.toUpperCase() : trimmed)
    if (!res.ok) {
      toastFailure(res, t('common.requestFailed'))
      return
    }
    if (field === 'nickname') updateStoredUser({ nickName: trimmed })
    toast(t('common.saved'))
    setTimeout(() => Taro.navigateBack(), 500)
  }

  const common = { value, placeholder: t('profile.placeholder', { field: label }), onChange: (v: string) => setValue(v) }
  return (
    <AccountPage titleKey="profile.editTitle" titleParams={{ field: label }} testId="user-data-edit-page">
      <View className="account-page__body">
        {field === 'signature' || field === 'address' ? (
          <TextArea data-testid="user-data-edit-input" {...common} maxLength={PROFILE_FIELDS[field].max} showCount />
        ) : (
          <Input data-testid="user-data-edit-input" {...common} />
        )}
      </View>
      <PageAction testId="user-data-edit-save" onClick={save}>
        {t('common.save')}
      </PageAction>
    </AccountPage>
  )
}
