/**
 * The not-found body: a path the app does not know, or a menu whose page is not built yet (the
 * not-found page and an empty tab slot). Never an empty screen: the way home is offered.
 */
import { useTranslation } from 'react-i18next'
import { HOME_ROUTE } from '../../core/routes'
import { navigate } from '../../services/navigate'
import StatusView from '../StatusView'

export default function NotFoundView() {
  const { t } = useTranslation('shell')
  return (
    <StatusView
      testId="page-not-found"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionText={t('notFound.home')}
      onAction={() => navigate(HOME_ROUTE, 'relaunch')}
    />
  )
}
