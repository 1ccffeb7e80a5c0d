/** /stop-opened: a service that is not open yet says so, offers the way home, and what is open. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { HOME_ROUTE } from '@/core/routes'
import { HomeSections } from '@/features/home'
import { PageAction } from '@/kit/page-actions'
import { navigate } from '@/services/navigate'
import { useShellStore } from '@/stores/shell'

export default function StopOpenedPage() {
  const { t } = useTranslation('home')
  const accent = useShellStore((s) => s.themeColor)
  return (
    <PageShell title={t('page.stopOpened')}>
      <View className="home-section" data-testid="stop-opened">
        <Text className="home-section__title">{t('stopOpened.title')}</Text>
        <Text className="home-section__state">{t('stopOpened.text')}</Text>
      </View>
      <PageAction testId="stop-opened-home" onClick={() => navigate(HOME_ROUTE, 'relaunch')}>
        {t('stopOpened.home')}
      </PageAction>
      <HomeSections kinds={['recommend']} accent={accent} />
    </PageShell>
  )
}
