/**
 * /answer-resolution/{recordId}/{type}: a finished attempt (login; the caller's own record only): the
 * score, right count and pass, then every question with my answer, the correct answer and the
 * explanation; "practise again" and "my results".
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { practiceTypeOf } from '@/core/courses/rules'
import * as routes from '@/core/route-paths'
import { courseCalls, QuestionCard, type Resolution } from '@/features/courses'
import { DetailPage, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

function Body({ r, type }: { r: Resolution; type: number }) {
  const { t } = useTranslation('courses')
  return (
    <View className="courses-page" data-testid="resolution-body">
      <View className="course-score" data-testid="resolution-score" data-score={r.score}>
        <Text className="course-score__line">{r.paperTitle}</Text>
        <Text className="course-score__value">{t('resolution.score', { score: r.score })}</Text>
        <Text className="course-score__line">{`${t('resolution.total', { total: r.totalScore })} · ${t('resolution.right', { right: r.rightCount, all: r.questionCount })}`}</Text>
        {r.duration > 0 && (
          <Text className="course-score__line">
            {t('resolution.duration', { minutes: Math.floor(r.duration / 60), seconds: r.duration % 60 })}
          </Text>
        )}
        <Text
          className={`course-score__badge ${r.passed ? 'is-passed' : 'is-failed'}`}
          data-testid="resolution-passed"
          data-passed={String(r.passed)}
        >
          {r.passed ? t('resolution.passed') : t('resolution.failed')}
        </Text>
        <View className="course-score__actions">
          {r.courseId > 0 && (
            <View
              className="course-button"
              data-testid="resolution-again"
              {...pressable(() => navigate(routes.practiceList(r.courseId, type)))}
            >
              {t('resolution.again')}
            </View>
          )}
          <View
            className="course-button course-button--ghost"
            data-testid="resolution-results"
            {...pressable(() => navigate(routes.answerResults(type)))}
          >
            {t('resolution.results')}
          </View>
        </View>
      </View>
      {r.questions.map((q, i) => (
        <QuestionCard key={q.id} question={q} index={i} resolved />
      ))}
    </View>
  )
}

export default function AnswerResolutionPage() {
  const { t } = useTranslation('courses')
  const { recordId, type } = usePageParams()
  const practice = practiceTypeOf(type)
  return (
    <DetailPage id={recordId} load={courseCalls.resolution} title={t('resolution.title')} testId="answer-resolution">
      {(r) => <Body r={r} type={practice} />}
    </DetailPage>
  )
}
