/** /cc-detail/{id}: a Great Wall scenic area, the places' one detail (gallery, practical block, spots inside, booking, comments) in the park's skin. */
import { useTranslation } from 'react-i18next'
import { PlaceDetailView } from '@/features/places'
import { GreatWallPage, inSkin } from '../../components/GreatWallPage'

const frame = inSkin('cc-detail')

export default function CcDetailPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.detail')} testId="cc-detail" bare>
      <PlaceDetailView type="SCENERY" frame={frame} />
    </GreatWallPage>
  )
}
