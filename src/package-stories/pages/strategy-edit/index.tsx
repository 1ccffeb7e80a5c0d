/** /strategy-edit: the strategy's body and pictures, then publish (same draft as /add-strategy). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PublishForm } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.strategyEdit')}>
      <PublishForm kind="strategy" step="body" />
    </PageShell>
  )
}
