/** /sc-beauty: beautiful-scenery videos (category beauty) as a picture grid. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { MediaListView } from '@/features/media'

export default function ScBeautyPage() {
  const { t } = useTranslation('media')
  return (
    <PageShell title={t('titles.scBeauty')}>
      <MediaListView params={{ mediaType: 'VIDEO', category: 'beauty' }} />
    </PageShell>
  )
}
