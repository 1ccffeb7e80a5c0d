/** /study-instructor-details/{id}: an instructor's picture, title, fields, introduction, the courses they teach and the study routes they lead. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { CourseCard, instructorApi, StudyRouteCard, type InstructorDetail } from '@/features/courses'
import { DetailPage, usePageParams, Picture } from '@/kit'

function Body({ i }: { i: InstructorDetail }) {
  const { t } = useTranslation('courses')
  return (
    <View className="courses-page" data-testid="instructor-body">
      <View className="courses-section">
        <View className="study-person">
          <Picture className="study-person__avatar" src={i.avatar} alt={i.name} />
          <View className="study-person__body">
            <Text className="study-person__name" data-testid="instructor-name">
              {i.name}
            </Text>
            <Text className="study-person__line">{i.title}</Text>
            <Text className="study-person__line">{i.tags.join(' · ')}</Text>
          </View>
        </View>
        <Text className="course-detail__intro">{i.intro}</Text>
      </View>
      {i.courses.length > 0 && (
        <View className="courses-section" data-testid="instructor-courses">
          <View className="courses-section__title" role="heading" aria-level={2}>
            {t('instructor.courses')}
          </View>
          {i.courses.map((c) => (
            <CourseCard key={c.id} item={c} />
          ))}
        </View>
      )}
      {i.routes.length > 0 && (
        <View className="courses-section" data-testid="instructor-routes">
          <View className="courses-section__title" role="heading" aria-level={2}>
            {t('instructor.routes')}
          </View>
          {i.routes.map((r) => (
            <StudyRouteCard key={r.id} route={r} />
          ))}
        </View>
      )}
    </View>
  )
}

export default function StudyInstructorDetailsPage() {
  const { t } = useTranslation('courses')
  const { id } = usePageParams()
  return (
    <DetailPage
      id={id}
      load={instructorApi.detail}
      title={t('instructor.detailTitle')}
      titleOf={(i) => i.name}
      testId="study-instructor-details"
    >
      {(i) => <Body i={i} />}
    </DetailPage>
  )
}
