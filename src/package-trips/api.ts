/**
 * The trips calls (docs/contract-trips.md; shapes in src/core/trips/contract.ts): journeys under
 * resExt/api/journey (login) and the timetables under resExt/api/<kind>/query (public).
 * Save and update go as a form with placeIds comma-separated (the server takes JSON arrays too).
 */
import type { Envelope } from '../../types/contract'
import type { PlaceListItem } from '../core/places/contract'
import { RESOURCE_TYPES } from '../core/resource-types'
import type { TransportAnswer, TransportKind, TransportRow, TripDetail, TripItem } from '../core/trips/contract'
import type { TravelPlanDraft } from '../core/trips/rules'
import { resourceApi } from '../kit/resource-api'
import { call, type Result } from '../kit/result'
import { get, post } from '../services/request'

export type TripListType = 'mine' | 'recommend'

export const journeyApi = resourceApi<TripItem, TripDetail, { type: TripListType }>('resExt/api/journey')

/** the destinations a plan may take: the site's scenic areas (res/api/scenic/list) */
export const scenicApi = resourceApi<PlaceListItem, PlaceListItem>(RESOURCE_TYPES.SCENERY.api)

const form = (draft: TravelPlanDraft) => ({ ...draft, name: draft.name ?? '', placeIds: draft.placeIds.join(',') })

export interface TravelQuery {
  from: string
  to: string
  date: string
  trains: TransportRow[]
  buses: TransportRow[]
}

export const journeyCalls = {
  save: (draft: TravelPlanDraft, id?: number | string): Promise<Result<{ id: number }>> =>
    call(post<Envelope<{ id: number }>>(`resExt/api/journey/${id ? 'update' : 'save'}`, { ...form(draft), ...(id ? { id } : {}) })),
  copy: (id: number | string): Promise<Result<{ id: number }>> => call(post<Envelope<{ id: number }>>('resExt/api/journey/copy', { id })),
  remove: (id: number | string): Promise<Result<unknown>> => call(post('resExt/api/journey/operateSource', { id, operateType: 'DELETE' })),
  travelQuery: (id: number | string): Promise<Result<TravelQuery>> =>
    call(get<Envelope<TravelQuery>>('resExt/api/journey/travelQuery', { id }, { loading: false })),
}

/** the search page's kind → the call's path segment */
export const transportCalls = {
  search: (kind: TransportKind, q: { from: string; to: string; date: string }): Promise<Result<TransportAnswer>> =>
    call(get<Envelope<TransportAnswer>>(`resExt/api/${kind}/query`, q)),
}
