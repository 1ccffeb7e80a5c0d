/** The markers of a map: the first MAP_MARKER_LIMIT rows of its list source (nearest first when the source sorts by distance). */
import { useEffect, useState } from 'react'
import type { PlaceListItem } from '../../core/places/contract'
import type { PagedSource } from '../../kit/resource-api'
import { MAP_MARKER_LIMIT } from './api'
import { mapPointsOf, type MapPoint } from './points'

export type PointsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; points: MapPoint[] }

export function useMapPoints<Params extends object>(
  source: PagedSource<PlaceListItem, Params> | undefined,
  params: Params | undefined,
): PointsState {
  const [state, setState] = useState<PointsState>({ kind: 'loading' })
  const key = JSON.stringify(params ?? null)
  useEffect(() => {
    if (!source || !params) return
    let gone = false
    setState({ kind: 'loading' })
    source.list(params, { page: 1, pageSize: MAP_MARKER_LIMIT }).then((res) => {
      if (gone) return
      setState(res.ok ? { kind: 'ready', points: mapPointsOf(res.data.items) } : { kind: 'failed' })
    })
    return () => {
      gone = true
    }
    // params by value (key)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key])
  return state
}
