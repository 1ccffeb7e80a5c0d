/**
 * Casting a vote from a page: a login with a bound phone first (the account gate's "Kindly reminder"
 * otherwise), then the one call; the server's words are toasted (done, or why it was refused: not
 * started, over, already voted for it today, today's votes used). Render `element` once per page.
 */
import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from '@/features/account'
import type { VoteEntry, VoteResult } from '../../core/votes/contract'
import { voteCalls } from './api'
import { toast, toastFailure } from '@/kit/toast'

export function useVoting() {
  const { t } = useTranslation(['votes', 'common'])
  const gate = useAccountGate()
  const sending = useRef(false)
  const vote = useCallback(
    async (entry: Pick<VoteEntry, 'id'>): Promise<VoteResult | null> => {
      if (sending.current || !gate.requirePhone()) return null
      sending.current = true
      const res = await voteCalls.vote(entry.id)
      sending.current = false
      if (!res.ok) {
        toastFailure(res, t('common:requestFailed'))
        return null
      }
      toast(res.message || t('votes:vote.done', { left: res.data.dailyLimit - res.data.usedToday }))
      return res.data
    },
    [gate, t],
  )
  return { vote, element: gate.element }
}
