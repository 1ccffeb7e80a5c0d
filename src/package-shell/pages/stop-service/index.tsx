/** /stop-service: the site answered code 3 (service paused). No way forward, so no home button. */
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'

export default function StopService() {
  const { t } = useTranslation('shell')
  return (
    <PageShell title={t('stopService.title')} hideBackHome>
      <StatusView testId="page-stop-service" title={t('stopService.title')} text={t('stopService.text')} />
    </PageShell>
  )
}
