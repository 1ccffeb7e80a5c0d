/** /sc-video: the site's videos (stream media of type VIDEO), newest first. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { MediaListView } from '@/features/media'

export default function ScVideoPage() {
  const { t } = useTranslation('media')
  return (
    <PageShell title={t('titles.scVideo')}>
      <MediaListView params={{ mediaType: 'VIDEO' }} wide />
    </PageShell>
  )
}
