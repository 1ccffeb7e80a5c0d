/**
 * /answer-results/{type}: my attempts (login) of chapter practice (1) or mock exams (2): a summary
 * (attempts, best, average, passes) and the records, newest first, each → /answer-resolution.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { practiceTypeOf, PRACTICE_TYPES } from '@/core/courses/rules'
import * as routes from '@/core/route-paths'
import { courseCalls, recordApi, type RecordItem } from '@/features/courses'
import { siteDateTimeText } from '@/core/booking/site-time'
import { FilterTabs, PagedList, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '@/features/courses/courses.scss'

function RecordRow({ r, type }: { r: RecordItem; type: number }) {
  const { t } = useTranslation('courses')
  return (
    <View className="course-card" data-testid={`record-${r.id}`} {...pressable(() => navigate(routes.answerResolution(r.id, type)))}>
      <View className="course-card__body">
        <Text className="course-card__name">{r.paperTitle}</Text>
        <Text className="course-card__line">{`${t('results.score', { score: r.score, total: r.totalScore })} · ${r.passed ? t('resolution.passed') : t('resolution.failed')}`}</Text>
        <Text className="course-card__line">{`${siteDateTimeText(r.createTime)} · ${t('results.view')}`}</Text>
      </View>
    </View>
  )
}

export default function AnswerResultsPage() {
  const { t } = useTranslation('courses')
  const type = practiceTypeOf(usePageParams().type)
  const stat = useLoad(() => courseCalls.statistic(type), { key: type, onShow: true })
  const s = stat.data
  const tabs = Object.values(PRACTICE_TYPES).map((code) => ({ code: String(code), name: t(`practiceType.${code}`) }))
  return (
    <PageShell title={t('results.title')}>
      <View className="courses-page" data-testid="answer-results">
        <FilterTabs
          tabs={tabs}
          current={String(type)}
          onChange={(code) => void navigate(routes.answerResults(code), 'replace')}
          testIdPrefix="results-type"
        />
        <View className="course-score" data-testid="results-summary">
          <View className="course-score__stats">
            {(
              [
                ['attempts', s?.attempts],
                ['best', s?.bestScore],
                ['average', s?.averageScore],
                ['passCount', s?.passCount],
              ] as const
            ).map(([key, value]) => (
              <View key={key} className="course-score__stat" data-testid={`results-${key}`}>
                <Text className="course-score__num">{value ?? '–'}</Text>
                <Text>{t(`results.${key}`)}</Text>
              </View>
            ))}
          </View>
        </View>
        <PagedList
          className="courses-list"
          source={recordApi}
          params={{ type }}
          renderItem={(r) => <RecordRow r={r} type={type} />}
          testId="results-records"
          reloadOnShow
        />
      </View>
    </PageShell>
  )
}
