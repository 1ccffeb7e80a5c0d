/** /work-detail/{id}[/{type}]: a topic work or PK entry (type work or pk). */
import { StoryDetailView } from '@/features/stories'

export default function Page() {
  return <StoryDetailView titleKey="title.workDetail" />
}
