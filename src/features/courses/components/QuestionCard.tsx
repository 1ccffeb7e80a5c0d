/**
 * One question of a paper. While practising (`onChoose`): its options as buttons, one chosen for
 * single choice and true/false, several for multiple choice. In a resolution (`resolved`): the
 * options marked right and wrong, my answer, the correct answer and the explanation.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PaperQuestion, ResolvedQuestion } from '../../../core/courses/contract'
import { pressable } from '../../../kit/theme'
import '../courses.scss'

export interface QuestionCardProps {
  question: PaperQuestion | ResolvedQuestion
  index: number
  chosen?: string[]
  onChoose?: (keys: string[]) => void
  resolved?: boolean
}

/** the keys after a tap on `key` */
export function nextChoice(type: PaperQuestion['type'], chosen: readonly string[], key: string): string[] {
  if (type !== 'multiple') return [key]
  return chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key].sort()
}

export function QuestionCard({ question: q, index, chosen = [], onChoose, resolved }: QuestionCardProps) {
  const { t } = useTranslation('courses')
  const r = resolved ? (q as ResolvedQuestion) : undefined
  const mine = r ? r.answer : chosen
  const optionClass = (key: string) => {
    if (r) {
      if (r.correctAnswer.includes(key)) return ' is-correct'
      if (r.answer.includes(key)) return ' is-wrong'
      return ''
    }
    return chosen.includes(key) ? ' is-chosen' : ''
  }
  const keysText = (keys: string[]) => (keys.length ? keys.join('') : t('resolution.none'))
  return (
    <View className="course-question" data-testid={`question-${q.id}`} data-right={r ? String(r.right) : undefined}>
      <Text className="course-question__stem">
        <Text className="course-question__type">{t(`questionType.${q.type}`)}</Text>
        {`${index + 1}. ${q.stem}`}
        {!r && q.type === 'multiple' ? `（${t('practice.multipleHint')}）` : ''}
      </Text>
      {q.options.map((o) => (
        <View
          key={o.key}
          className={`course-question__option${optionClass(o.key)}`}
          data-testid={`question-${q.id}-option-${o.key}`}
          aria-pressed={onChoose ? mine.includes(o.key) : undefined}
          {...(onChoose ? pressable(() => onChoose(nextChoice(q.type, chosen, o.key))) : {})}
        >
          <Text className="course-question__key">{o.key}</Text>
          <Text>{o.text}</Text>
        </View>
      ))}
      {r && (
        <View>
          <Text className={`course-question__verdict ${r.right ? 'is-right' : 'is-wrong'}`} data-testid={`question-${q.id}-verdict`}>
            {r.right ? t('resolution.isRight') : t('resolution.isWrong')}
          </Text>
          <Text className="course-question__line">{`${t('resolution.yourAnswer')}：${keysText(r.answer)}`}</Text>
          <Text className="course-question__line" data-testid={`question-${q.id}-correct`}>
            {`${t('resolution.correctAnswer')}：${keysText(r.correctAnswer)}`}
          </Text>
          {r.analysis && <Text className="course-question__analysis">{`${t('resolution.analysis')}：${r.analysis}`}</Text>}
        </View>
      )}
    </View>
  )
}
