/** /topic-detail/{id}: the topic, its state, its rules link, the join button while under way, its entries. */
import { TopicDetailView } from '@/features/stories'

export default function Page() {
  return <TopicDetailView />
}
