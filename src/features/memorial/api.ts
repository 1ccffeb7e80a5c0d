/**
 * The memorial calls under rest/memorial (docs/contract-memorial.md; shapes in
 * src/core/memorial/contract.ts), sent to the site's worship/media base: in development and local
 * deployments, and in regional environments without one, that base is absent and the calls go to
 * the main base (services/request.ts apiBase), which is where the contract server answers them.
 */
import type { Envelope } from '../../../types/contract'
import type {
  MemorialHall,
  MemorialHallDetail,
  MemorialMessage,
  MemorialMessageState,
  OfferingResult,
  ReviewDecision,
} from '../../core/memorial/contract'
import type { OfferingKind } from '../../core/memorial/rules'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { post } from '../../services/request'

const BASE = 'worship'

export const hallApi = resourceApi<MemorialHall, MemorialHallDetail>('rest/memorial/hall', { apiBase: BASE })
export const messageApi = resourceApi<MemorialMessage, MemorialMessage, { hallId: number | string }>('rest/memorial/message', {
  apiBase: BASE,
})

export const memorialCalls = {
  /** flowers or a candle, once per user, hall and day (login) */
  offer: (hallId: number, kind: OfferingKind): Promise<Result<OfferingResult>> =>
    call(post<Envelope<OfferingResult>>('rest/memorial/offering', { hallId, kind }, { base: BASE, idempotent: true })),
  /** a message of remembrance (login); `state` pending when held for review */
  leaveMessage: (hallId: number, content: string): Promise<Result<{ id: number; state: MemorialMessageState }>> =>
    call(
      post<Envelope<{ id: number; state: MemorialMessageState }>>(
        'rest/memorial/message/save',
        { hallId, content: content.trim() },
        { base: BASE, idempotent: true },
      ),
    ),
  /** a moderator publishes or rejects a held message (login, the site's memorial moderator role) */
  review: (id: number, decision: ReviewDecision): Promise<Result<{ id: number; state: MemorialMessageState }>> =>
    call(post<Envelope<{ id: number; state: MemorialMessageState }>>('rest/memorial/message/review', { id, decision }, { base: BASE })),
}
