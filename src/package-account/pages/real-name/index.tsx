/** Real-name verification: status, and the form (real name + ID card number, checked before sending). */
import { View } from '@tarojs/components'
import { Cell, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isIdCard, maskCert } from '@/core/validation'
import { AccountPage, userCentreApi } from '@/features/account'
import { PageAction, toast, toastFailure, useLoad } from '@/kit'
import '../account-pages.scss'

export default function RealNamePage() {
  const { t } = useTranslation('user')
  const { data: info, reload } = useLoad(userCentreApi.realName)
  const [name, setName] = useState('')
  const [idCard, setIdCard] = useState('')

  const submit = async () => {
    if (name.trim().length < 2) return toast(t('contacts.nameRequired'))
    if (!isIdCard(idCard.trim().toUpperCase())) return toast(t('profile.invalidIdCard'))
    const res = await userCentreApi.verifyRealName(name.trim(), idCard.trim().toUpperCase())
    if (!res.ok) return toastFailure(res, t('common.requestFailed'))
    toast(res.message || t('realName.success'))
    reload()
  }

  return (
    <AccountPage titleKey="realName.title" testId="real-name-page">
      <Cell
        title={t('realName.title')}
        extra={<View data-testid="real-name-status">{info?.status === 1 ? t('realName.verified') : t('realName.notVerified')}</View>}
      />
      {info?.status === 1 ? (
        <>
          <Cell title={t('realName.name')} extra={info.realName} />
          <Cell title={t('realName.idCard')} extra={<View data-testid="real-name-idcard">{maskCert(info.idCard)}</View>} />
        </>
      ) : null}
      <Cell
        title={t('realName.name')}
        extra={<Input data-testid="real-name-name" value={name} placeholder={t('realName.name')} onChange={setName} />}
      />
      <Cell
        title={t('realName.idCard')}
        extra={<Input data-testid="real-name-input-idcard" value={idCard} placeholder={t('realName.idCard')} onChange={setIdCard} />}
      />
      <PageAction testId="real-name-submit" onClick={submit}>
        {t('realName.submit')}
      </PageAction>
    </AccountPage>
  )
}
