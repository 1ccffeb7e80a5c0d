/** /time-list: the moments, newest first, in the waterfall. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryWaterfall } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.timeList')}>
      <StoryWaterfall params={{ storyType: 'MOMENT' }} />
    </PageShell>
  )
}
