/** /cc-scenicspot: the park's passes and wall sections (the site's scenic areas), each opening /cc-detail/{id}. */
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { PlaceListView } from '@/features/places'
import { GreatWallPage } from '../../components/GreatWallPage'

export default function CcScenicspotPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.scenicspot')} testId="cc-scenicspot">
      <PlaceListView type="SCENERY" detailOf={routes.ccDetail} />
    </GreatWallPage>
  )
}
