/** /user-vote (USER_VOTE): the visitor's votes, newest first: the campaign, the entry's number and name, the day; a tap opens the campaign. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { entryNumberText } from '@/core/votes/rules'
import { myVoteApi } from '@/features/votes'
import { PageAction } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { Row } from '@/kit/row'
import { navigate } from '@/services/navigate'
import { siteDateTimeText } from '@/core/booking/site-time'
import '../../components/votes.scss'

export default function UserVotePage() {
  const { t } = useTranslation('votes')
  return (
    <PageShell title={t('title.userVote')}>
      <View className="votes-page" data-testid="user-vote">
        <PagedList
          source={myVoteApi}
          params={{}}
          testId="user-vote-list"
          renderItem={(item) => (
            <Row
              testId={`user-vote-${item.id}`}
              title={t('mine.votedFor', { number: entryNumberText(item.number), title: item.entryTitle })}
              description={item.voteTitle}
              extra={siteDateTimeText(item.createTime)}
              onClick={() => navigate(routes.voteDetail(item.voteId))}
            />
          )}
        />
        <PageAction testId="user-vote-go" plain onClick={() => navigate(routes.onlineVote())}>
          {t('mine.goVote')}
        </PageAction>
      </View>
    </PageShell>
  )
}
