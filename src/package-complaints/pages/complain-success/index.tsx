/** /complain-success: "we will handle your complaint soon, keep your phone on" (rules-and-contract 8), then my complaints or home. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { PageAction, PageActions } from '@/kit'
import { navigate } from '@/services/navigate'
import '@/features/complaints/complaints.scss'

export default function ComplainSuccessPage() {
  const { t } = useTranslation('complaints')
  return (
    <PageShell title={t('title.success')}>
      <View className="cp-success" data-testid="complaint-success">
        <Text className="cp-success__icon" aria-hidden>
          ✓
        </Text>
        <Text className="cp-success__text">{t('success.message')}</Text>
      </View>
      <PageActions>
        <PageAction testId="complaint-success-mine" onClick={() => navigate(routes.userComplain(), 'replace')}>
          {t('success.viewMine')}
        </PageAction>
        <PageAction testId="complaint-success-home" plain onClick={() => navigate(routes.index(), 'relaunch')}>
          {t('success.home')}
        </PageAction>
      </PageActions>
    </PageShell>
  )
}
