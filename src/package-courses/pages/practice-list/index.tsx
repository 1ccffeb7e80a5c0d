/**
 * /practice-list/{courseId}/{type}: the practice questions of a course (type 1 chapter practice, 2 mock
 * exam): its paper's questions to answer (answers are never sent before a submission), how many are
 * answered, and "submit" (login: the server scores it) → /answer-resolution/{recordId}/{type}.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { checkSheet, practiceTypeOf } from '@/core/courses/rules'
import * as routes from '@/core/route-paths'
import { courseCalls, paperApi, QuestionCard, type PaperInfo } from '@/features/courses'
import { LoadState, toast, toastFailure, useLoad, usePageParams, type Result } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

/** the course's first paper of the type, with its questions; null when the course has none */
async function loadPaper(courseId: string, type: number): Promise<Result<PaperInfo | null>> {
  const list = await paperApi.list({ courseId, type }, { page: 1, pageSize: 1 })
  if (!list.ok) return list
  const first = list.data.items[0]
  if (!first) return { ok: true, data: null }
  return paperApi.detail(first.id)
}

function Sheet({ paper, type }: { paper: PaperInfo; type: number }) {
  const { t } = useTranslation('courses')
  const [answers, setAnswers] = useState<Record<number, string[]>>({})
  const [sending, setSending] = useState(false)
  const [startedAt] = useState(() => Date.now())
  const done = paper.questions.filter((q) => (answers[q.id] ?? []).length > 0).length
  const send = async () => {
    const sheet = paper.questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? [] })).filter((e) => e.answer.length > 0)
    const keys = paper.questions.map((q) => ({ id: q.id, type: q.type, options: q.options.map((o) => o.key), answer: [], score: q.score }))
    const problem = checkSheet(keys, sheet)
    if (problem) return toast(t(problem.key))
    if (done < paper.questions.length) {
      const { confirm } = await Taro.showModal({ content: t('practice.unanswered', { count: paper.questions.length - done }) })
      if (!confirm) return
    }
    setSending(true)
    const res = await courseCalls.submit({ paperId: paper.id, answers: sheet, duration: Math.round((Date.now() - startedAt) / 1000) })
    setSending(false)
    if (!res.ok) return toastFailure(res, t('practice.submit'))
    void navigate(routes.answerResolution(res.data.id, type), 'replace')
  }
  return (
    <View data-testid="practice-sheet" data-paper={paper.id}>
      <View className="courses-section">
        <Text className="courses-section__title" data-testid="practice-title">
          {paper.title}
        </Text>
        <Text className="course-detail__meta">
          {t('practice.summary', { count: paper.questions.length, total: paper.totalScore, pass: paper.passScore })}
        </Text>
        {paper.timeLimit > 0 && <Text className="course-detail__meta">{t('practice.timeLimit', { count: paper.timeLimit })}</Text>}
      </View>
      {paper.questions.map((q, i) => (
        <QuestionCard
          key={q.id}
          question={q}
          index={i}
          chosen={answers[q.id] ?? []}
          onChoose={(keys) => setAnswers((a) => ({ ...a, [q.id]: keys }))}
        />
      ))}
      <View className="course-footer">
        <Text data-testid="practice-answered">{t('practice.answered', { done, all: paper.questions.length })}</Text>
        <View
          className={`course-button${sending ? ' is-disabled' : ''}`}
          data-testid="practice-submit"
          aria-disabled={sending}
          {...pressable(() => {
            if (!sending) void send()
          })}
        >
          {sending ? t('practice.submitting') : t('practice.submit')}
        </View>
      </View>
    </View>
  )
}

export default function PracticeListPage() {
  const { t } = useTranslation('courses')
  const { courseId, type: rawType } = usePageParams()
  const type = practiceTypeOf(rawType)
  const paper = useLoad(() => (courseId ? loadPaper(courseId, type) : Promise.resolve({ ok: true as const, data: null })), {
    key: `${courseId}/${type}`,
  })
  return (
    <PageShell title={paper.data?.title || t(`practiceType.${type}`)}>
      <View className="courses-page" data-testid="practice-list">
        <LoadState load={paper} testId="practice" />
        {paper.data === null && (
          <View className="courses-empty" data-testid="practice-empty">
            <Text>{t('practice.noPaper', { type: t(`practiceType.${type}`) })}</Text>
            {courseId && (
              <View className="course-button course-button--ghost" {...pressable(() => navigate(routes.courseDesc(courseId)))}>
                {t('practice.backToCourse')}
              </View>
            )}
          </View>
        )}
        {paper.data && <Sheet paper={paper.data} type={type} />}
      </View>
    </PageShell>
  )
}
