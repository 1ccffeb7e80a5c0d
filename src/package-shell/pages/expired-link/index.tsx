/** /errorlinkFailure: the link has expired. */
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { HOME_ROUTE } from '../../../core/routes'
import { navigate } from '../../../services/navigate'

export default function ExpiredLink() {
  const { t } = useTranslation('shell')
  return (
    <PageShell title={t('expired.title')}>
      <StatusView
        testId="page-expired-link"
        title={t('expired.title')}
        text={t('expired.text')}
        actionText={t('notFound.home')}
        onAction={() => navigate(HOME_ROUTE, 'relaunch')}
      />
    </PageShell>
  )
}
