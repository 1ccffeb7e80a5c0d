/** /story-list/{id}: the stories of one tag (id = the story tag), in the waterfall. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { StoryWaterfall } from '@/features/stories'
import { usePageParams } from '@/kit'

export default function Page() {
  const { t } = useTranslation('stories')
  const { id } = usePageParams()
  return (
    <PageShell title={t('title.storyList')}>
      <StoryWaterfall params={{ tagId: id }} />
    </PageShell>
  )
}
