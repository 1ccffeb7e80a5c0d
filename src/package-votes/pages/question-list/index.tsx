/**
 * /question-list (QUESTIONNAIRE): the site's surveys under the state tabs, under way first; a tap
 * answers one (/question-info/{id}), or shows its results when it is over or already answered.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { VOTE_STATE_CODES, type VoteState } from '@/core/votes/rules'
import { surveyApi } from '@/features/votes'
import { FilterTabs } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { SurveyCard } from '../../components/SurveyCard'
import '../../components/votes.scss'

const TABS: Array<'all' | VoteState> = ['all', 'underWay', 'notStarted', 'over']

export default function QuestionListPage() {
  const { t } = useTranslation('votes')
  const [tab, setTab] = useState<string>('all')
  const params = tab === 'all' ? {} : { state: VOTE_STATE_CODES[tab as VoteState] }
  return (
    <PageShell title={t('title.questionList')}>
      <View className="votes-page" data-testid="question-list">
        <FilterTabs
          tabs={TABS.map((code) => ({ code, name: code === 'all' ? t('all') : t(`state.${code}`) }))}
          current={tab}
          onChange={setTab}
          testIdPrefix="question-list-tab"
        />
        <PagedList
          source={surveyApi}
          params={params}
          testId="question-list-list"
          reloadOnShow
          renderItem={(item) => (
            <SurveyCard
              item={item}
              to={item.state === 'over' || item.answered ? routes.naireList(item.id) : routes.questionInfo(item.id)}
            />
          )}
        />
      </View>
    </PageShell>
  )
}
