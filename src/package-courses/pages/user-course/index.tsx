/** /user-course (the MY_STUDY menu's page, login): my courses with their progress, the last studied first; links to my results. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { siteDayOf } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { userCourseApi, type UserCourse } from '@/features/courses'
import { PagedList, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '@/features/courses/courses.scss'

function MyCourse({ c }: { c: UserCourse }) {
  const { t } = useTranslation('courses')
  return (
    <View className="course-card" data-testid={`my-course-${c.courseId}`} {...pressable(() => navigate(routes.courseDesc(c.courseId)))}>
      <Picture className="course-card__cover" src={c.cover} lazyLoad />
      <View className="course-card__body">
        <Text className="course-card__name">{c.name}</Text>
        <Text className="course-card__line">
          {t('mine.progress', { learned: c.learnedCount, all: c.lessonCount, progress: c.progress })}
        </Text>
        <View
          className="course-progress"
          role="progressbar"
          aria-valuenow={c.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={c.name}
        >
          <View className="course-progress__bar" style={{ width: `${c.progress}%` }} />
        </View>
        <Text className="course-card__line">{t('mine.updated', { time: siteDayOf(Date.parse(c.updateTime)) })}</Text>
      </View>
    </View>
  )
}

export default function UserCoursePage() {
  const { t } = useTranslation('courses')
  return (
    <PageShell title={t('mine.title')}>
      <View className="courses-page" data-testid="user-course">
        <View className="courses-section__head courses-list">
          <Text className="courses-section__link" data-testid="user-course-results" {...pressable(() => navigate(routes.answerResults(1)))}>
            {t('mine.results')}
          </Text>
          <Text className="courses-section__link" data-testid="user-course-all" {...pressable(() => navigate(routes.courseList()))}>
            {t('list.title')}
          </Text>
        </View>
        <PagedList
          className="courses-list"
          source={userCourseApi}
          renderItem={(c) => <MyCourse c={c} />}
          itemKey={(c) => c.courseId}
          testId="my-courses"
          reloadOnShow
        />
      </View>
    </PageShell>
  )
}
