/**
 * The entries of a campaign in two columns (paged), each with its live count: a vote updates the
 * entry at once from the answer, and every 30 s the first 50 entries' counts are read again (a
 * vote of others shows without reloading the list). `onVoted` lets the page re-read its own figures.
 */
import { useCallback, useEffect, useState } from 'react'
import * as routes from '@/core/route-paths'
import type { VoteState } from '@/core/votes/rules'
import type { VoteEntry, VoteResult } from '../../core/votes/contract'
import { entryApi, type EntryParams } from './api'
import { PagedList } from '@/kit/paged-list'
import { navigate } from '@/services/navigate'
import { EntryCard } from './EntryCard'
import { useVoting } from './use-voting'
import './entries.scss'

export const LIVE_REFRESH_MS = 30_000

type Live = Pick<VoteEntry, 'voteNum' | 'votedToday' | 'rank'>

export function EntryGrid({
  params,
  state,
  onVoted,
  testId = 'vote-entries',
}: {
  params: EntryParams
  state: VoteState
  onVoted?: (result: VoteResult) => void
  testId?: string
}) {
  const [live, setLive] = useState<Record<number, Partial<Live>>>({})
  const { vote, element } = useVoting()

  const refresh = useCallback(async () => {
    const res = await entryApi.list(params, { page: 1, pageSize: 50 })
    if (!res.ok) return
    setLive((old) => {
      const next = { ...old }
      for (const e of res.data.items) next[e.id] = { voteNum: e.voteNum, votedToday: e.votedToday, rank: e.rank }
      return next
    })
  }, [params])

  useEffect(() => {
    if (state !== 'underWay') return undefined
    const timer = setInterval(() => void refresh(), LIVE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh, state])

  const onVote = async (entry: VoteEntry) => {
    const result = await vote(entry)
    if (!result) return
    setLive((old) => ({ ...old, [entry.id]: { ...old[entry.id], voteNum: result.voteNum, votedToday: true } }))
    onVoted?.(result)
  }

  return (
    <>
      <PagedList
        source={entryApi}
        params={params}
        testId={testId}
        className="votes-entries"
        renderItem={(item) => {
          const entry = { ...item, ...live[item.id] }
          return (
            <EntryCard
              entry={entry}
              state={state}
              onVote={() => void onVote(entry)}
              onEdit={() => navigate(routes.voteJoin(entry.voteId, entry.id))}
            />
          )
        }}
      />
      {element}
    </>
  )
}
