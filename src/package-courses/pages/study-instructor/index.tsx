/** /study-instructor: the study-tour instructors, paged; a tap opens /study-instructor-details/{id}. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { instructorApi, InstructorRow } from '@/features/courses'
import { PagedList } from '@/kit'

export default function StudyInstructorPage() {
  const { t } = useTranslation('courses')
  return (
    <PageShell title={t('instructor.title')}>
      <View className="courses-page" data-testid="study-instructor">
        <View className="courses-section">
          <PagedList source={instructorApi} renderItem={(i) => <InstructorRow item={i} />} testId="instructor-list" />
        </View>
      </View>
    </PageShell>
  )
}
