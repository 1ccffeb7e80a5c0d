/**
 * /jnq-complain: the complaint form about this scenic area: the respondent is the site itself, preset and locked; the place starts at the site's centre.
 * One form for the three entries: src/features/complaints/components/ComplaintFormView.tsx (variants: src/core/complaints/variants.ts).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ComplaintFormView } from '@/features/complaints'

export default function Page() {
  const { t } = useTranslation('complaints')
  return (
    <PageShell title={t('title.jnq')}>
      <ComplaintFormView channel="jnq" />
    </PageShell>
  )
}
