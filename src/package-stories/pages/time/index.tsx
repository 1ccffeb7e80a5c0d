/** /time (TIME menu): the stories' hub, TimeHub of the stories area. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { TimeHub } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.time')}>
      <TimeHub />
    </PageShell>
  )
}
