/** /photo-wall: the pictures of every published story, three across. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PhotoWall } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.photoWall')}>
      <PhotoWall />
    </PageShell>
  )
}
