/**
 * /cc-hotel: the post stations (驿站), the park's places to stay: the site's hotels (res/api/hotel/list)
 * framed as station signboards; a station opens the hotel detail with its rooms.
 */
import { useTranslation } from 'react-i18next'
import { PlaceListView } from '@/features/places'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

export default function CcHotelPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.hotel')} testId="cc-hotel">
      <GwLead text={t('lead.hotel')} />
      <PlaceListView type="HOTEL" variant="station" />
    </GreatWallPage>
  )
}
