/** /scenic-live: the scenic areas' webcams (live rooms of category scenic); a card opens the room's introduction. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { LiveListView } from '@/features/media'

export default function ScenicLivePage() {
  const { t } = useTranslation('media')
  return (
    <PageShell title={t('titles.scenicLive')}>
      <LiveListView params={{ category: 'scenic' }} open={routes.liveDesc} />
    </PageShell>
  )
}
