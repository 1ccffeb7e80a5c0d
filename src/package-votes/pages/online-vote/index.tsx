/**
 * /online-vote (VOTE_LIST): the site's vote campaigns under the state tabs (all, under way, not
 * started, over), under way first; a tap opens /vote-detail/{id}. Links to my votes and my entries.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { VOTE_STATE_CODES, type VoteState } from '@/core/votes/rules'
import { voteApi } from '@/features/votes'
import { FilterTabs, PageAction, PageActions } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { navigate } from '@/services/navigate'
import { CampaignCard } from '../../components/CampaignCard'
import '../../components/votes.scss'

const TABS: Array<'all' | VoteState> = ['all', 'underWay', 'notStarted', 'over']

export default function OnlineVotePage() {
  const { t } = useTranslation('votes')
  const [tab, setTab] = useState<string>('all')
  const params = tab === 'all' ? {} : { state: VOTE_STATE_CODES[tab as VoteState] }
  return (
    <PageShell title={t('title.onlineVote')}>
      <View className="votes-page" data-testid="online-vote">
        <FilterTabs
          tabs={TABS.map((code) => ({ code, name: code === 'all' ? t('all') : t(`state.${code}`) }))}
          current={tab}
          onChange={setTab}
          testIdPrefix="online-vote-tab"
        />
        <PagedList source={voteApi} params={params} testId="online-vote-list" renderItem={(item) => <CampaignCard item={item} />} />
        <PageActions row>
          <PageAction testId="online-vote-mine" plain onClick={() => navigate(routes.userVote())}>
            {t('title.userVote')}
          </PageAction>
          <PageAction testId="online-vote-my-join" plain onClick={() => navigate(routes.myJoin())}>
            {t('title.myJoin')}
          </PageAction>
        </PageActions>
      </View>
    </PageShell>
  )
}
