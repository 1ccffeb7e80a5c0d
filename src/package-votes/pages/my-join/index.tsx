/** /my-join: the visitor's entries in every campaign, with their votes and rank; a tap edits one while its campaign is not over. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { entryNumberText } from '@/core/votes/rules'
import { myEntryApi } from '@/features/votes'
import { PageAction } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { Row } from '@/kit/row'
import { navigate } from '@/services/navigate'
import '../../components/votes.scss'

export default function MyJoinPage() {
  const { t } = useTranslation('votes')
  return (
    <PageShell title={t('title.myJoin')}>
      <View className="votes-page" data-testid="my-join">
        <PagedList
          source={myEntryApi}
          params={{}}
          testId="my-join-list"
          renderItem={(item) => (
            <Row
              testId={`my-join-${item.id}`}
              title={`${t('entry.number', { number: entryNumberText(item.number) })} ${item.title}`}
              description={`${item.voteTitle} · ${t(`state.${item.voteState}`)}`}
              extra={t('entry.votes', { count: item.voteNum })}
              onClick={() => navigate(item.voteState === 'over' ? routes.voteDetail(item.voteId) : routes.voteJoin(item.voteId, item.id))}
            />
          )}
        />
        <PageAction testId="my-join-more" plain onClick={() => navigate(routes.joinList())}>
          {t('campaign.join')}
        </PageAction>
      </View>
    </PageShell>
  )
}
