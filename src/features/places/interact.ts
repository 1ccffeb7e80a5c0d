/**
 * Like and collect toggles (rules-and-contract 7: POST res/api/interactManage/{like,cancelLike,
 * collection,cancelCollection} with resourceId and resourceType; "Toggles call the removing variant
 * when the state is on. The callback receives the new state"), the browse record of a detail page
 * (addBrowseRecord, logged-in visitors), and the spec's toasts (rules-and-contract 8: "Thanks for
 * your praise, collection", "Cancellation succeeded"; failure: the server message).
 */
import type { Envelope } from '../../../types/contract'
import type { InteractState, PlaceListItem } from '../../core/places/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi, type PagedSource } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { post } from '../../services/request'

export type InteractKind = 'like' | 'collection'

const BASE = 'res/api/interactManage'

/** The call a toggle makes: the adding one when off, the removing one when on. */
export function toggleCall(kind: InteractKind, on: boolean): string {
  if (kind === 'like') return on ? 'cancelLike' : 'like'
  return on ? 'cancelCollection' : 'collection'
}

/** The toast key (places namespace) after a toggle succeeded. */
export function toggleToastKey(kind: InteractKind, nowOn: boolean): string {
  if (!nowOn) return 'interact.cancelled'
  return kind === 'like' ? 'interact.thanksLike' : 'interact.thanksCollect'
}

/**
 * The state shown after an answer: the server's status and count when it sent them, else the
 * count moved by one from what was shown (count ±1), never below 0.
 */
export function nextState(kind: InteractKind, before: InteractState, answer: Partial<InteractState> | undefined): InteractState {
  const status = typeof answer?.status === 'boolean' ? answer.status : !before.status
  const count =
    typeof answer?.count === 'number' && Number.isFinite(answer.count)
      ? answer.count
      : Math.max(0, before.count + (status === before.status ? 0 : status ? 1 : -1))
  return { status, count }
}

export interface ResourceRef {
  resourceId: number | string
  /** CONTENT_TYPE_* */
  resourceType: string
}

export const interactApi = {
  toggle: (kind: InteractKind, on: boolean, ref: ResourceRef): Promise<Result<InteractState>> =>
    call(post<Envelope<InteractState>>(`${BASE}/${toggleCall(kind, on)}`, { ...ref })),
  /** a logged-in visitor opened a detail page (no loading indicator: the page is already loading) */
  addBrowseRecord: (ref: ResourceRef): Promise<Result<unknown>> => call(post(`${BASE}/addBrowseRecord`, { ...ref }, { loading: false })),
}

/** A row of the visitor's collection (GET res/api/interactManage/collectionList): the place or news item, when collected. */
export interface CollectedItem extends PlaceListItem {
  /** ISO date-time of the collection */
  collectedAt: string
}

export interface CollectionParams {
  /** CONTENT_TYPE_* code: only this type */
  resourceType?: string
}

/**
 * The visitor's collection, newest first (paged variant a; login required), for /user-collection.
 * A row's `id` is the resource's: it opens detailRouteOf(resourceType, id) and is cancelled with
 * interactApi.toggle('collection', true, { resourceId: id, resourceType }).
 */
export const collectionsApi: PagedSource<CollectedItem, CollectionParams> = resourceApi<CollectedItem, CollectedItem, CollectionParams>(
  BASE,
  {
    paths: { list: 'collectionList' },
  },
)

/** The types a visitor can collect and filter the collection by, in the order of RESOURCE_TYPES: places, news, strategies and stories. */
export const COLLECTABLE_TYPES = (Object.keys(RESOURCE_TYPES) as Array<keyof typeof RESOURCE_TYPES>).filter(
  (key) => RESOURCE_TYPES[key].namespace === 'places' || key === 'NEWS' || key === 'STRATEGY' || key === 'STORY',
)
