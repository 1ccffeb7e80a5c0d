/** /cc-interesting: things to do around the wall: entertainment, rides, shows and wall villages, one tab each. */
import { useTranslation } from 'react-i18next'
import { INTERESTING_TYPES } from '@/core/greatwall/rules'
import { PlaceTypeTabs } from '@/features/places'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

export default function CcInterestingPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.interesting')} testId="cc-interesting">
      <PlaceTypeTabs types={INTERESTING_TYPES} testId="cc-interesting-types">
        <GwLead text={t('lead.interesting')} />
      </PlaceTypeTabs>
    </GreatWallPage>
  )
}
