/** /add-work: enter a work in a topic (login required; the draft is kept). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PublishForm } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.addWork')}>
      <PublishForm kind="work" />
    </PageShell>
  )
}
