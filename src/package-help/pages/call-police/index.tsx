/**
 * /call-police (ASK_FOR_HELP): the visitor's location (src/platform/location: on failure the 4 s
 * toast "Failed to get the current location" and the site's centre, said so here), the emergency
 * numbers with the site's own rescue number, and the way to send a report (/call-upload, login).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { useAccountGate } from '@/features/account'
import { helpCalls } from '@/features/help'
import { PageAction, useLoad } from '@/kit'
import { EmergencyNumbers } from '../../components/EmergencyNumbers'
import { LocationBlock } from '../../components/LocationBlock'
import '../../components/help-pages.scss'

export default function CallPolicePage() {
  const { t } = useTranslation('help')
  const contacts = useLoad(() => helpCalls.contacts())
  const gate = useAccountGate()
  return (
    <PageShell title={t('title.callPolice')}>
      <View className="help-page" data-testid="call-police">
        <LocationBlock />
        <EmergencyNumbers rescue={contacts.data?.rescue} />
        <View className="help-section">
          <Text className="help-section__title">{t('police.report')}</Text>
          <Text className="help-note">{t('police.reportHint')}</Text>
        </View>
      </View>
      <PageAction testId="help-report" onClick={() => gate.openRoute(routes.callUpload(), true)}>
        {t('police.report')}
      </PageAction>
      {gate.element}
    </PageShell>
  )
}
