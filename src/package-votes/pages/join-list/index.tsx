/**
 * /join-list: the campaigns taking entries now (joinable and not over); a tap opens /vote-join/{voteId}
 * to enter a work.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { voteApi } from '@/features/votes'
import { PagedList } from '@/kit/paged-list'
import { CampaignCard } from '../../components/CampaignCard'
import '../../components/votes.scss'

const PARAMS = { joinable: 1 }

export default function JoinListPage() {
  const { t } = useTranslation('votes')
  return (
    <PageShell title={t('title.joinList')}>
      <View className="votes-page" data-testid="join-list">
        <PagedList
          source={voteApi}
          params={PARAMS}
          testId="join-list-list"
          renderItem={(item) => <CampaignCard item={item} to={routes.voteJoin(item.id)} />}
        />
      </View>
    </PageShell>
  )
}
