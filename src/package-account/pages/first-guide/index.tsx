/** /first-guide: the one-time welcome; starting turns the first-visit flag (firstIn) off. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { AccountPage } from '@/features/account'
import { navigate } from '@/services/navigate'
import { PageAction } from '@/kit'
import '../account-pages.scss'

export default function FirstGuidePage() {
  const { t } = useTranslation('user')
  const start = () => {
    storage.set(STORAGE_KEYS.firstIn, false)
    navigate('/index', 'relaunch')
  }
  return (
    <AccountPage titleKey="guide.title" testId="first-guide-page">
      <View className="account-page__body" style={{ textAlign: 'center', paddingTop: '30vh' }}>
        {t('guide.body')}
      </View>
      <PageAction testId="first-guide-start" onClick={start}>
        {t('guide.start')}
      </PageAction>
    </AccountPage>
  )
}
