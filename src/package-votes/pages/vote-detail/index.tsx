/**
 * /vote-detail/{id}: a campaign: cover, state, window, organiser, the visitor's votes left today,
 * the introduction and rules, then its entries (by number or by votes) with their live counts and
 * the vote button; search (/vote-search/{id}/{voteType}) and, when it takes entries, /vote-join/{id}.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { votesLeft } from '@/core/votes/rules'
import { useUserStore } from '@/features/account'
import { EntryGrid, voteApi, type VoteCampaignDetail } from '@/features/votes'
import { DetailPage, FilterTabs, usePageParams } from '@/kit'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { StateBadge } from '../../components/StateBadge'
import { siteDateTimeText } from '@/core/booking/site-time'
import '../../components/votes.scss'

function Campaign({ campaign }: { campaign: VoteCampaignDetail }) {
  const { t } = useTranslation('votes')
  const loggedIn = useUserStore((s) => !!s.user)
  const [sort, setSort] = useState<'number' | 'votes'>('number')
  const [used, setUsed] = useState(campaign.usedToday)
  const [total, setTotal] = useState(campaign.voteNum)
  const params = { voteId: campaign.id, sort }
  const canJoin = campaign.joinable && campaign.state !== 'over'
  return (
    <View className="votes-page">
      <View className="votes-head">
        {campaign.cover && (
          <View className="votes-head__cover">
            <Picture className="votes-img" src={campaign.cover} />
          </View>
        )}
        <Text className="votes-head__title" data-testid="vote-title">
          {campaign.title}
        </Text>
        <StateBadge state={campaign.state} testId="vote-state" />
        <Text className="votes-line">
          {t('campaign.time', { start: siteDateTimeText(campaign.startTime), end: siteDateTimeText(campaign.endTime) })}
        </Text>
        {campaign.organizer && <Text className="votes-line">{t('campaign.organizer', { name: campaign.organizer })}</Text>}
        <Text className="votes-line" data-testid="vote-total">
          {t('campaign.entries', { count: campaign.entryNum })} · {t('campaign.votes', { count: total })}
        </Text>
        <Text className="votes-line" data-testid="vote-limit" data-left={votesLeft(used, campaign.dailyLimit)}>
          {loggedIn ? t('campaign.limit', { limit: campaign.dailyLimit, used }) : t('campaign.limitGuest', { limit: campaign.dailyLimit })}
        </Text>
      </View>
      {campaign.intro && (
        <View className="votes-section">
          <Text className="votes-section__title">{t('campaign.intro')}</Text>
          <Text className="votes-text">{campaign.intro}</Text>
        </View>
      )}
      {campaign.rules && (
        <View className="votes-section" data-testid="vote-rules">
          <Text className="votes-section__title">{t('campaign.rules')}</Text>
          <Text className="votes-text">{campaign.rules}</Text>
        </View>
      )}
      <View className="votes-actions">
        <View
          className="votes-button votes-button--plain"
          data-testid="vote-search"
          {...pressable(() => navigate(routes.voteSearch(campaign.id, campaign.voteType)), t('campaign.search'))}
        >
          <Text>{t('campaign.search')}</Text>
        </View>
        {canJoin && (
          <View
            className="votes-button"
            data-testid="vote-join"
            {...pressable(() => navigate(routes.voteJoin(campaign.id)), t('campaign.join'))}
          >
            <Text>{t('campaign.join')}</Text>
          </View>
        )}
      </View>
      <FilterTabs
        tabs={[
          { code: 'number', name: t('campaign.sortNumber') },
          { code: 'votes', name: t('campaign.sortVotes') },
        ]}
        current={sort}
        onChange={(code) => setSort(code as 'number' | 'votes')}
        testIdPrefix="vote-sort"
      />
      <EntryGrid
        params={params}
        state={campaign.state}
        onVoted={(r) => {
          setUsed(r.usedToday)
          setTotal((n) => n + 1)
        }}
      />
    </View>
  )
}

export default function VoteDetailPage() {
  const { t } = useTranslation('votes')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={voteApi.detail} title={t('title.voteDetail')} titleOf={(c) => c.title} testId="vote-detail">
      {(campaign) => <Campaign campaign={campaign} />}
    </DetailPage>
  )
}
