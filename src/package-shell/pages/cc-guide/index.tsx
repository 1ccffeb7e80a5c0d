/** /cc-guide: the great-wall site's first-visit guide; entering turns the firstIn flag off. */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { HOME_ROUTE } from '../../../core/routes'
import { STORAGE_KEYS, storage } from '../../../platform/storage'
import { navigate } from '../../../services/navigate'

export default function CcGuide() {
  const { t } = useTranslation('shell')
  // shown once: leaving the guide in any way must not bring it back
  useEffect(() => storage.set(STORAGE_KEYS.firstIn, false), [])
  return (
    <PageShell title={t('ccGuide.title')} hideBackHome>
      <StatusView
        testId="page-cc-guide"
        title={t('ccGuide.title')}
        text={t('ccGuide.text')}
        actionText={t('ccGuide.enter')}
        onAction={() => navigate(HOME_ROUTE, 'relaunch')}
      />
    </PageShell>
  )
}
