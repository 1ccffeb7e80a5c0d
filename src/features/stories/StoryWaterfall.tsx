/**
 * Stories in the two-column waterfall (kit waterfall): strategies, stories, moments and works,
 * newest first, or most liked first (`hot`).
 *   <StoryWaterfall params={{ storyType: 'STRATEGY', tagId }} />
 */
import { useCallback } from 'react'
import type { StoryItem } from '../../core/stories/contract'
import { Waterfall, cardHeight } from '../../kit/waterfall'
import { hotStoryApi, storyApi, type StoryListParams } from './api'
import { StoryCard } from './components/StoryCard'

export function StoryWaterfall({
  params = {},
  hot = false,
  routeOf,
}: {
  params?: StoryListParams
  hot?: boolean
  /** where a card opens instead of the story's own detail */
  routeOf?: (story: StoryItem) => string
}) {
  const heightOf = useCallback((s: StoryItem) => cardHeight(s.imgCover ? s.imgHeight : 0, s.title), [])
  return (
    <Waterfall
      source={hot ? hotStoryApi : storyApi}
      params={params}
      heightOf={heightOf}
      testId="story-waterfall"
      renderItem={(story) => <StoryCard story={story} routeOf={routeOf} />}
    />
  )
}
