/** /my-question: the surveys the visitor answered, newest first, with when; a tap shows the results. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { mySurveyApi } from '@/features/votes'
import { PagedList } from '@/kit/paged-list'
import { SurveyCard } from '../../components/SurveyCard'
import { siteDateTimeText } from '@/core/booking/site-time'
import '../../components/votes.scss'

export default function MyQuestionPage() {
  const { t } = useTranslation('votes')
  return (
    <PageShell title={t('title.myQuestion')}>
      <View className="votes-page" data-testid="my-question">
        <PagedList
          source={mySurveyApi}
          params={{}}
          testId="my-question-list"
          renderItem={(item) => (
            <SurveyCard
              item={{ ...item, line: t('survey.answerTime', { time: siteDateTimeText(item.answerTime) }) }}
              to={routes.naireList(item.id)}
            />
          )}
        />
      </View>
    </PageShell>
  )
}
