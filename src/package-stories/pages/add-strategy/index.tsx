/** /add-strategy: a strategy's cover, title and tag, first step (the draft is the shared add-strategy draft). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PublishForm } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.addStrategy')}>
      <PublishForm kind="strategy" step="head" />
    </PageShell>
  )
}
