/** /strategy-list (RAIDERS menu): strategies in the waterfall under tag tabs, newest first, and the way to write one. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryTabs } from '@/features/stories'
import * as routes from '@/core/route-paths'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.strategyList')}>
      <StoryTabs storyType="STRATEGY" publishRoute={routes.addStrategy()} publishKey="publishStrategy" />
    </PageShell>
  )
}
