/** /first-guide: the one-time welcome; starting turns the first-visit flag (firstIn) off. */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { AccountPage } from '@/features/account'
import { navigate } from '@/services/navigate'
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
      <View className="account-page__actions">
        <Button data-testid="first-guide-start" type="primary" block onClick={start}>
          {t('guide.start')}
        </Button>
      </View>
    </AccountPage>
  )
}
