/** /cc-food: eating along the wall: the site's restaurants and local specialities, one tab each. */
import { useTranslation } from 'react-i18next'
import { FOOD_TYPES } from '@/core/greatwall/rules'
import { PlaceTypeTabs } from '@/features/places'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

export default function CcFoodPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.food')} testId="cc-food">
      <PlaceTypeTabs types={FOOD_TYPES} testId="cc-food-types">
        <GwLead text={t('lead.food')} />
      </PlaceTypeTabs>
    </GreatWallPage>
  )
}
