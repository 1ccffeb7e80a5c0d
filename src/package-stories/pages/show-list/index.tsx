/** /show-list: the topic works, most liked first. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryWaterfall } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.showList')}>
      <StoryWaterfall params={{ storyType: 'WORK' }} hot />
    </PageShell>
  )
}
