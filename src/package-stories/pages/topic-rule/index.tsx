/** /topic-rule/{id}: how to take part in a topic, with its state and dates. */
import { TopicRuleView } from '@/features/stories'

export default function Page() {
  return <TopicRuleView />
}
