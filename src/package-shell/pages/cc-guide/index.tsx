/** /cc-guide: the great-wall site's first-visit guide; entering turns the firstIn flag off. */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { HOME_ROUTE } from '../../../core/routes'
import { STORAGE_KEYS, storage } from '../../../platform/storage'
import { navigate } from '../../../services/navigate'

/** a watchtower on the wall, its battlements running on either side: the park's welcome, not the error pages' "!" */
const WATCHTOWER =
  '<path d="M2 21h20M8 21V9h8v12M8 9V6h2v2h1.3V6h1.4v2H14V6h2v3"/><path d="M10.5 21v-3a1.5 1.5 0 0 1 3 0v3"/>' +
  '<path d="M2 16h6M16 14h6M2 16v-1.5h1.5V16M5 16v-1.5h1.5V16M17.5 14v-1.5H19V14M20.5 14v-1.5H22V14"/>'

export default function CcGuide() {
  const { t } = useTranslation('shell')
  // shown once: leaving the guide in any way must not bring it back
  useEffect(() => storage.set(STORAGE_KEYS.firstIn, false), [])
  return (
    <PageShell title={t('ccGuide.title')} hideBackHome>
      <StatusView
        testId="page-cc-guide"
        glyph={WATCHTOWER}
        title={t('ccGuide.title')}
        text={t('ccGuide.text')}
        actionText={t('ccGuide.enter')}
        onAction={() => navigate(HOME_ROUTE, 'relaunch')}
      />
    </PageShell>
  )
}
