/** /regional-rank (REGION_RANK menu): the site's regions ranked by the heat of their places (paged variant: 'c', 50 px trigger). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { RegionRankView } from '@/features/places'

export default function RegionalRankPage() {
  const { t } = useTranslation('places')
  return (
    <PageShell title={t('regionalRank')}>
      <RegionRankView />
    </PageShell>
  )
}
