/** One vote campaign in a list: cover, state, title, window, entries and votes. A tap opens it (or `to`). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import type { VoteCampaign } from '@/features/votes'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { StateBadge } from './StateBadge'
import { dayOf } from './text'
import './votes.scss'

export function CampaignCard({ item, to }: { item: VoteCampaign; to?: string }) {
  const { t } = useTranslation('votes')
  return (
    <View className="votes-card" data-testid={`vote-campaign-${item.id}`} {...pressable(() => navigate(to ?? routes.voteDetail(item.id)))}>
      <View className="votes-card__cover">{item.cover && <Picture className="votes-img" src={item.cover} lazyLoad />}</View>
      <View className="votes-card__body">
        <Text className="votes-card__title">{item.title}</Text>
        <StateBadge state={item.state} />
        <Text className="votes-line">{t('campaign.time', { start: dayOf(item.startTime), end: dayOf(item.endTime) })}</Text>
        <Text className="votes-line">
          {t('campaign.entries', { count: item.entryNum })} · {t('campaign.votes', { count: item.voteNum })}
        </Text>
      </View>
    </View>
  )
}
