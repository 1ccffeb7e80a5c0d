/**
 * /complain-save: the complaint form (product-spec 3 "Complaint form"), login with a bound phone.
 * One form for the three entries: src/features/complaints/components/ComplaintFormView.tsx (variants: src/core/complaints/variants.ts).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ComplaintFormView } from '@/features/complaints'

export default function Page() {
  const { t } = useTranslation('complaints')
  return (
    <PageShell title={t('title.save')}>
      <ComplaintFormView channel="default" />
    </PageShell>
  )
}
