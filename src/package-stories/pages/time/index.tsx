/** /time (TIME menu): the ways to write and browse, then every published story and moment, newest first. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryWaterfall, TimeHome } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.time')}>
      <TimeHome />
      <StoryWaterfall />
    </PageShell>
  )
}
