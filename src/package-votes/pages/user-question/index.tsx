/**
 * /user-question (EQ): the visitor's survey centre: tabs "to answer" (surveys under way not answered
 * yet) and "answered" (/my-question's list), each leading to the survey or its results.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { VOTE_STATE_CODES } from '@/core/votes/rules'
import { mySurveyApi, surveyApi } from '@/features/votes'
import { FilterTabs } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { SurveyCard } from '../../components/SurveyCard'
import { siteDateTimeText } from '@/core/booking/site-time'
import '../../components/votes.scss'

const OPEN = { state: VOTE_STATE_CODES.underWay }

export default function UserQuestionPage() {
  const { t } = useTranslation('votes')
  const [tab, setTab] = useState('todo')
  return (
    <PageShell title={t('title.userQuestion')}>
      <View className="votes-page" data-testid="user-question">
        <FilterTabs
          tabs={[
            { code: 'todo', name: t('survey.todo') },
            { code: 'done', name: t('survey.done') },
          ]}
          current={tab}
          onChange={setTab}
          testIdPrefix="user-question-tab"
        />
        {tab === 'todo' ? (
          <PagedList
            source={surveyApi}
            params={OPEN}
            testId="user-question-todo"
            reloadOnShow
            renderItem={(item) => <SurveyCard item={item} to={item.answered ? routes.naireList(item.id) : routes.questionInfo(item.id)} />}
          />
        ) : (
          <PagedList
            source={mySurveyApi}
            params={{}}
            testId="user-question-done"
            renderItem={(item) => (
              <SurveyCard
                item={{ ...item, line: t('survey.answerTime', { time: siteDateTimeText(item.answerTime) }) }}
                to={routes.naireList(item.id)}
              />
            )}
          />
        )}
      </View>
    </PageShell>
  )
}
