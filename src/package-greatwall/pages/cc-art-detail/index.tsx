/** /cc-art-detail/{id}: a Great Wall work: the stories' one detail (pictures, text as written, like, collect, comments) in the park's skin. */
import { useTranslation } from 'react-i18next'
import { StoryDetailView } from '@/features/stories'
import { GreatWallPage, inSkin } from '../../components/GreatWallPage'

const frame = inSkin('cc-art-detail')

export default function CcArtDetailPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.artDetail')} testId="cc-art-detail" bare>
      <StoryDetailView titleKey="greatwall:page.artDetail" frame={frame} />
    </GreatWallPage>
  )
}
