/** /strategy-detail/{id}: a strategy (攻略). */
import { StoryDetailView } from '@/features/stories'

export default function Page() {
  return <StoryDetailView titleKey="title.strategyDetail" />
}
