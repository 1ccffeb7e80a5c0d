/** /live-list[/{id}] (SLOW_LIVE menu): the slow-live rooms; with an id (a scenic area's tour bar) that area's webcams. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { LiveListView } from '@/features/media'
import { usePageParams } from '@/kit'

export default function LiveListPage() {
  const { t } = useTranslation('media')
  const { id } = usePageParams()
  return (
    <PageShell title={t('titles.liveList')}>
      <LiveListView params={id ? { scenicId: Number(id) } : { category: 'slow' }} wide />
    </PageShell>
  )
}
