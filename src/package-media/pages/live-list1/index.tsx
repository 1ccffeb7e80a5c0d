/** /live-list1: every live room of the site as a two-column grid. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { LiveListView } from '@/features/media'

export default function LiveList1Page() {
  const { t } = useTranslation('media')
  return (
    <PageShell title={t('titles.liveList1')}>
      <LiveListView />
    </PageShell>
  )
}
