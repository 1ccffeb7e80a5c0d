/**
 * Like and collect toggles (rules-and-contract 7: POST res/api/interactManage/{like,cancelLike,
 * collection,cancelCollection} with resourceId and resourceType; "Toggles call the removing variant
 * when the state is on. The callback receives the new state"), the browse record of a detail page
 * (addBrowseRecord, logged-in visitors), and the spec's toasts (rules-and-contract 8: "Thanks for
 * your praise, collection", "Cancellation succeeded"; failure: the server message).
 */
import type { Envelope } from '../../../types/contract'
import type { InteractState } from '../../core/places/contract'
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
