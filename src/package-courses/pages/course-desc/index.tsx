/**
 * /course-desc/{id}: a course's cover, name, instructor (→ their page), introduction, its chapters
 * and lessons (a tap opens the lesson in place: the video player or the text; a logged-in learner's
 * lesson is marked learned), and its practice and mock exam (→ /practice-list/{courseId}/{type}).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { readToken } from '@/features/account'
import { courseApi, courseCalls, InstructorRow, type CourseDetail, type Lesson } from '@/features/courses'
import { VideoPlayer } from '@/features/media'
import { DetailPage, mediaUrl, usePageParams, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

function LessonRow({
  lesson,
  courseId,
  learned,
  onLearned,
}: {
  lesson: Lesson
  courseId: number
  learned: boolean
  onLearned: () => void
}) {
  const { t } = useTranslation('courses')
  const [open, setOpen] = useState(false)
  const toggle = () => {
    setOpen(!open)
    if (!open && readToken() && !learned) void courseCalls.learn(courseId, lesson.id).then((r) => r.ok && onLearned())
  }
  return (
    <View className="course-lesson" data-testid={`lesson-${lesson.id}`}>
      <View className="course-lesson__row" aria-expanded={open} {...pressable(toggle)}>
        <Text className="course-lesson__kind">{t(`course.${lesson.kind}`)}</Text>
        <Text className="course-lesson__title">{lesson.title}</Text>
        {learned && <Text className="course-lesson__done">{t('course.learned')}</Text>}
        <Text className="course-card__line">{t('course.minutes', { count: lesson.minutes })}</Text>
      </View>
      {open && (
        <View className="course-lesson__body" data-testid={`lesson-${lesson.id}-body`}>
          {lesson.kind === 'video' ? (
            lesson.videoUrl ? (
              <VideoPlayer src={mediaUrl(lesson.videoUrl)} testId={`lesson-${lesson.id}-video`} />
            ) : (
              <Text className="course-card__line">{t('course.noVideo')}</Text>
            )
          ) : (
            <Text className="course-detail__intro">{lesson.content}</Text>
          )}
        </View>
      )}
    </View>
  )
}

function Body({ c }: { c: CourseDetail }) {
  const { t } = useTranslation('courses')
  const [learned, setLearned] = useState<number[]>(c.learned)
  const all = c.chapters.reduce((n, ch) => n + ch.lessons.length, 0)
  return (
    <View className="courses-page course-detail" data-testid="course-desc-body">
      <Picture className="course-detail__cover" src={c.cover} />
      <View className="course-detail__head">
        <Text className="course-detail__name" data-testid="course-name">
          {c.name}
        </Text>
        <Text className="course-detail__meta">
          {`${c.categoryName} · ${t('course.lessons', { count: c.lessonCount })} · ${t('course.minutes', { count: c.minutes })} · ${t('course.studyNum', { count: c.studyNum })}`}
        </Text>
        {learned.length > 0 && (
          <Text className="course-detail__meta" data-testid="course-progress">
            {t('course.progress', { learned: learned.length, all })}
          </Text>
        )}
      </View>
      {c.papers.length > 0 && (
        <View className="courses-section">
          <View className="courses-section__head">
            <View className="courses-section__title" role="heading" aria-level={2}>
              {t('course.practice')}
            </View>
            <Text className="courses-section__link" data-testid="course-results" {...pressable(() => navigate(routes.answerResults(1)))}>
              {t('course.results')}
            </Text>
          </View>
          <View className="course-papers">
            {c.papers.map((p) => (
              <View
                key={p.id}
                className={`course-button${p.type === 2 ? ' course-button--ghost' : ''}`}
                data-testid={`course-practice-${p.type}`}
                {...pressable(() => navigate(routes.practiceList(c.id, p.type)))}
              >
                {`${t(`practiceType.${p.type}`)} · ${t('course.questions', { count: p.questionCount })}`}
              </View>
            ))}
          </View>
        </View>
      )}
      {c.instructor && (
        <View className="courses-section">
          <View className="courses-section__title" role="heading" aria-level={2}>
            {t('course.instructor')}
          </View>
          <InstructorRow item={{ ...c.instructor, intro: '', tags: [], courseCount: 0 }} />
        </View>
      )}
      <View className="courses-section">
        <View className="courses-section__title" role="heading" aria-level={2}>
          {t('course.intro')}
        </View>
        <Text className="course-detail__intro">{c.intro}</Text>
      </View>
      <View className="courses-section" data-testid="course-chapters">
        <View className="courses-section__title" role="heading" aria-level={2}>
          {t('course.chapters')}
        </View>
        {c.chapters.map((ch) => (
          <View key={ch.name}>
            <Text className="course-detail__chapter">{ch.name}</Text>
            {ch.lessons.map((l) => (
              <LessonRow
                key={l.id}
                lesson={l}
                courseId={c.id}
                learned={learned.includes(l.id)}
                onLearned={() => setLearned((was) => (was.includes(l.id) ? was : [...was, l.id]))}
              />
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}

export default function CourseDescPage() {
  const { t } = useTranslation('courses')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={courseApi.detail} title={t('course.title')} titleOf={(c) => c.name} testId="course-desc">
      {(c) => <Body c={c} />}
    </DetailPage>
  )
}
