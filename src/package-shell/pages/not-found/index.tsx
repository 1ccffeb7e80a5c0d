/** Unknown path, or a spec route whose page is not built yet: never an empty screen. */
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { HOME_ROUTE } from '../../../core/routes'
import { navigate } from '../../../services/navigate'

export default function NotFound() {
  const { t } = useTranslation('shell')
  return (
    <PageShell title={t('notFound.title')}>
      <StatusView
        testId="page-not-found"
        title={t('notFound.title')}
        text={t('notFound.text')}
        actionText={t('notFound.home')}
        onAction={() => navigate(HOME_ROUTE, 'relaunch')}
      />
    </PageShell>
  )
}
