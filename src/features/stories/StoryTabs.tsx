/**
 * Stories of one type under tag tabs (all, then the site's tags): /strategy-list, /find-strategy.
 * A publish action opens the type's publishing page.
 */
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StoryTag, StoryType } from '../../core/stories/contract'
import { FilterTabs } from '../../kit/filter-tabs'
import { PageAction } from '../../kit/page-actions'
import { navigate } from '../../services/navigate'
import { storyTags } from './api'
import { StoryWaterfall } from './StoryWaterfall'
import './stories.scss'

const ALL = 'all'

export function StoryTabs({
  storyType,
  hot,
  publishRoute,
  publishKey,
}: {
  storyType: StoryType
  hot?: boolean
  publishRoute?: string
  publishKey?: string
}) {
  const { t } = useTranslation('stories')
  const [tags, setTags] = useState<StoryTag[]>([])
  const [current, setCurrent] = useState(ALL)
  useEffect(() => {
    storyTags().then((r) => r.ok && setTags(r.data))
  }, [])
  const tabs = [{ code: ALL, name: t('all') }, ...tags.map((x) => ({ code: String(x.id), name: x.name }))]
  return (
    <View className="story-tabs-page">
      {tags.length > 0 && <FilterTabs tabs={tabs} current={current} onChange={setCurrent} testIdPrefix="story-tag" />}
      {publishRoute && (
        <PageAction testId="story-publish" onClick={() => navigate(publishRoute)}>
          {t(publishKey ?? 'publish')}
        </PageAction>
      )}
      <StoryWaterfall params={{ storyType, tagId: current === ALL ? undefined : current }} hot={hot} />
    </View>
  )
}
