/** /story-detail/{id}[/{type}]: a story or a moment (type moment). */
import { StoryDetailView } from '@/features/stories'

export default function Page() {
  return <StoryDetailView titleKey="title.storyDetail" />
}
