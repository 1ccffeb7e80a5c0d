/**
 * The players (entries) of the campaign's vote: the first `limit` by votes with their live counts
 * and the vote button (the votes feature's card and voting: login with a bound phone, the server's
 * words toasted), then the way to all of them at /player-list/{code}.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EntriesSection } from '@/core/campaigns/contract'
import * as routes from '@/core/route-paths'
import type { VoteState } from '@/core/votes/rules'
import { EntryCard, entryApi, useVoting, type VoteEntry } from '@/features/votes'
import { PageAction } from '@/kit/page-actions'
import { LoadState, useLoad } from '@/kit/use-load'
import { navigate } from '@/services/navigate'

type Resolved = EntriesSection & { voteTitle: string; voteState: VoteState; entryNum: number }

export function EntriesBlock({ section, code }: { section: Resolved; code: string }) {
  const { t } = useTranslation('campaigns')
  const load = useLoad(() => entryApi.list({ voteId: section.voteId, sort: 'votes' }, { page: 1, pageSize: section.limit }), {
    key: `${section.voteId}`,
  })
  const [voted, setVoted] = useState<Record<number, Partial<VoteEntry>>>({})
  const { vote, element } = useVoting()
  const onVote = async (entry: VoteEntry) => {
    const result = await vote(entry)
    if (result) setVoted((old) => ({ ...old, [entry.id]: { voteNum: result.voteNum, votedToday: true } }))
  }
  return (
    <View className="campaign-section" data-testid="campaign-entries">
      <Text className="campaign-section__title">{section.title}</Text>
      <Text className="campaign-section__line">{t('entries.line', { title: section.voteTitle, count: section.entryNum })}</Text>
      <LoadState load={load} testId="campaign-entries" />
      <View className="votes-entries">
        {load.data?.items.map((item) => {
          const entry = { ...item, ...voted[item.id] }
          return (
            <View key={item.id} className="campaign-entry">
              <EntryCard entry={entry} state={section.voteState} onVote={() => void onVote(entry)} />
            </View>
          )
        })}
      </View>
      {section.entryNum > section.limit && (
        <PageAction testId="campaign-entries-all" plain onClick={() => navigate(routes.playerList(code))}>
          {t('entries.all', { count: section.entryNum })}
        </PageAction>
      )}
      {element}
    </View>
  )
}
