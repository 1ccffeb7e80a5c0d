/** /scenic-rank/{resourceType}: the places of a type (CONTENT_TYPE_* code; scenic areas when unknown), ranked (res/api/<api>/rank, paged variant: 'c', 50 px trigger). */
import { PlaceListPage, type PlaceTypeKey } from '@/features/places'
import { RESOURCE_TYPES } from '@/core/resource-types'
import { usePageParams } from '@/kit'

const PLACE_TYPES = Object.entries(RESOURCE_TYPES).filter(([, t]) => t.namespace === 'places')

const rankedType = (code: string | undefined): PlaceTypeKey =>
  (PLACE_TYPES.find(([, t]) => t.code === code)?.[0] as PlaceTypeKey | undefined) ?? 'SCENERY'

export default function ScenicRankPage() {
  const { resourceType } = usePageParams()
  return <PlaceListPage type={rankedType(resourceType)} titleKey="scenicRank" ranked />
}
