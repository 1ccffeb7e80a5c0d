/** Where a story opens: strategies their detail, topic works and PK entries the work detail, the rest the story detail. */
import type { StoryItem } from '../../core/stories/contract'
import * as routes from '../../core/route-paths'

export function storyRoute(story: Pick<StoryItem, 'id' | 'storyType'>): string {
  if (story.storyType === 'STRATEGY') return routes.strategyDetail(story.id)
  if (story.storyType === 'WORK' || story.storyType === 'PK') return routes.workDetail(story.id, story.storyType.toLowerCase())
  return routes.storyDetail(story.id, story.storyType === 'MOMENT' ? 'moment' : undefined)
}
