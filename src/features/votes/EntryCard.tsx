/** One entry (a work or a candidate): picture with its number, name, live vote count, and the vote button. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { entryNumberText, type VoteState } from '@/core/votes/rules'
import type { VoteEntry } from '../../core/votes/contract'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import './entries.scss'

export function EntryCard({
  entry,
  state,
  onVote,
  onEdit,
}: {
  entry: VoteEntry
  state: VoteState
  onVote: () => void
  onEdit?: () => void
}) {
  const { t } = useTranslation('votes')
  const number = t('entry.number', { number: entryNumberText(entry.number) })
  const off = state !== 'underWay' || entry.votedToday
  const label = entry.votedToday ? t('entry.voted') : state === 'underWay' ? t('entry.vote') : t(`state.${state}`)
  return (
    <View className="votes-entry" data-testid={`vote-entry-${entry.id}`} data-number={entry.number}>
      <View className="votes-entry__picture">
        {entry.cover && <Picture className="votes-img" src={entry.cover} lazyLoad alt={entry.title} />}
        <Text className="votes-entry__number">{number}</Text>
      </View>
      <View className="votes-entry__body">
        <Text className="votes-entry__name">{entry.title}</Text>
        <Text className="votes-entry__votes" data-testid={`vote-count-${entry.id}`} data-count={entry.voteNum}>
          {t('entry.votes', { count: entry.voteNum })}
        </Text>
        <Text className="votes-line">{t('entry.rank', { rank: entry.rank })}</Text>
        <View
          className={`votes-button${off ? ' votes-button--off' : ''}`}
          data-testid={`vote-button-${entry.id}`}
          {...pressable(onVote, `${label} ${number} ${entry.title}`)}
        >
          <Text>{label}</Text>
        </View>
        {entry.mine && onEdit && (
          <View className="votes-button votes-button--plain" data-testid={`vote-edit-${entry.id}`} {...pressable(onEdit, t('entry.edit'))}>
            <Text>{t('entry.edit')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
