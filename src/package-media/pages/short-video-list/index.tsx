/** /short-video-list (DSP menu): short videos as a two-column grid; a card opens the swipe player there. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { MediaListView } from '@/features/media'

export default function ShortVideoListPage() {
  const { t } = useTranslation('media')
  return (
    <PageShell title={t('titles.shortVideoList')}>
      <MediaListView params={{ mediaType: 'SHORT' }} testId="short-video-list" />
    </PageShell>
  )
}
