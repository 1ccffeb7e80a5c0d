/** The guides of a filter, through the kit's PagedList (page 1 again when the filter changes). */
import type { GuideFilter } from '../../core/guides/guide-filter'
import { PagedList } from '../../kit/paged-list'
import { guideApi } from './api'
import { GuideCard } from './components/GuideCard'
import './guides-hub.scss'

export function GuideList({ filter }: { filter: GuideFilter }) {
  return (
    <PagedList
      source={guideApi}
      params={filter}
      testId="guide-list"
      className="guides-list"
      renderItem={(guide) => <GuideCard guide={guide} />}
    />
  )
}
