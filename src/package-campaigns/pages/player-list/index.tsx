/**
 * /player-list/{code}: all the players of a campaign's vote (its entries section), paged, with their
 * live counts and the vote button (the votes feature's grid), under the campaign's banner.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CampaignDetail, ResolvedSection } from '@/core/campaigns/contract'
import * as routes from '@/core/route-paths'
import { EntryGrid } from '@/features/votes'
import { usePageParams } from '@/kit/page-params'
import { CampaignView } from '../../components/CampaignView'
import { Banner } from '../../components/text-blocks'

type Entries = Extract<ResolvedSection, { kind: 'entries' }>
const entriesOf = (c: CampaignDetail) => c.sections.find((s): s is Entries => s.kind === 'entries')
const bannerOf = (c: CampaignDetail) => c.sections.find((s) => s.kind === 'banner')

function Players({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns')
  const entries = entriesOf(campaign)
  const banner = bannerOf(campaign)
  return (
    <View className="campaign" data-testid="player-list">
      {banner?.kind === 'banner' && <Banner section={banner} />}
      {entries ? (
        <EntryGrid params={{ voteId: entries.voteId, sort: 'votes' }} state={entries.voteState} testId="player-entries" />
      ) : (
        <View className="campaign-section" data-testid="player-list-none">
          {t('entries.none')}
        </View>
      )}
    </View>
  )
}

export default function PlayerListPage() {
  const { t } = useTranslation('campaigns')
  const { code = '' } = usePageParams()
  return (
    <CampaignView code={code} path={routes.playerList(code)} titleOf={(c) => t('title.players', { title: c.title })}>
      {(campaign) => <Players campaign={campaign} />}
    </CampaignView>
  )
}
