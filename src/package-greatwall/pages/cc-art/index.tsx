/** /cc-art: the Great Wall in art: the site's works (stories of type WORK) in the waterfall, each opening /cc-art-detail/{id}. */
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { StoryWaterfall } from '@/features/stories'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

const WORKS = { storyType: 'WORK' } as const
const artDetail = (work: { id: number }) => routes.ccArtDetail(work.id)

export default function CcArtPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.art')} testId="cc-art">
      <GwLead text={t('lead.art')} />
      <StoryWaterfall params={WORKS} routeOf={artDetail} />
    </GreatWallPage>
  )
}
