/** /find-strategy: the most liked strategies under tag tabs. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryTabs } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.findStrategy')}>
      <StoryTabs storyType="STRATEGY" hot />
    </PageShell>
  )
}
