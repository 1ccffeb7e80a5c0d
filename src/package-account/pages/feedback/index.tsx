/** /feedback: free text (1-500 characters) and an optional contact. */
import { View } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi } from '@/features/account'
import { PageAction, toast, toastFailure } from '@/kit'
import '../account-pages.scss'

export const FEEDBACK_MAX = 500

export default function FeedbackPage() {
  const { t } = useTranslation('user')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const submit = async () => {
    if (!content.trim()) return toast(t('feedback.required'))
    const res = await userCentreApi.saveFeedback(content.trim(), contact.trim())
    if (!res.ok) return toastFailure(res, t('common.requestFailed'))
    toast(t('feedback.success'))
    setTimeout(() => Taro.navigateBack(), 500)
  }
  return (
    <AccountPage titleKey="feedback.title" testId="feedback-page">
      <View className="account-page__body">
        <TextArea
          data-testid="feedback-content"
          value={content}
          maxLength={FEEDBACK_MAX}
          showCount
          placeholder={t('feedback.placeholder')}
          onChange={setContent}
        />
        <Input data-testid="feedback-contact" value={contact} placeholder={t('feedback.contact')} onChange={setContact} />
      </View>
      <PageAction testId="feedback-submit" onClick={submit}>
        {t('common.submit')}
      </PageAction>
    </AccountPage>
  )
}
