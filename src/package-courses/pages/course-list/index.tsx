/** /course-list (the SCHOOL menu's page): the course categories as tabs above the paged courses; links to my learning and the study tour. */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { courseApi, courseCalls, CourseCard } from '@/features/courses'
import { FilterTabs, PagedList, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

export default function CourseListPage() {
  const { t } = useTranslation('courses')
  const [category, setCategory] = useState('all')
  const categories = useLoad(() => courseCalls.categories())
  const tabs = [{ code: 'all', name: t('list.all') }, ...(categories.data ?? []).map((c) => ({ code: String(c.id), name: c.name }))]
  return (
    <PageShell title={t('list.title')}>
      <View className="courses-page" data-testid="course-list">
        <FilterTabs tabs={tabs} current={category} onChange={setCategory} testIdPrefix="course-category" />
        <View className="courses-section__head courses-list">
          <Text className="courses-section__link" data-testid="course-list-mine" {...pressable(() => navigate(routes.userCourse()))}>
            {t('list.mine')}
          </Text>
          <Text className="courses-section__link" data-testid="course-list-tour" {...pressable(() => navigate(routes.studyTourIndex()))}>
            {t('list.tour')}
          </Text>
        </View>
        <PagedList
          className="courses-list"
          source={courseApi}
          params={category === 'all' ? {} : { categoryId: category }}
          renderItem={(c) => <CourseCard item={c} />}
          testId="course-items"
        />
      </View>
    </PageShell>
  )
}
