/**
 * /sc-complain: the complaint form of the province's tourism-complaint line (menu ZXTS): the form plus the city the complaint is about.
 * One form for the three entries: src/features/complaints/components/ComplaintFormView.tsx (variants: src/core/complaints/variants.ts).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ComplaintFormView } from '@/features/complaints'

export default function Page() {
  const { t } = useTranslation('complaints')
  return (
    <PageShell title={t('title.sc')}>
      <ComplaintFormView channel="sc" />
    </PageShell>
  )
}
