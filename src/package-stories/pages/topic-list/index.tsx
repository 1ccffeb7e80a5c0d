/** /topic-list (TOPIC menu): the topics, each with its state from its dates. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { TopicListView } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.topicList')}>
      <TopicListView />
    </PageShell>
  )
}
