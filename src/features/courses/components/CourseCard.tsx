/** One course in a list: cover, name, instructor, lessons and learners. A tap opens /course-desc/{id}. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CourseItem } from '../../../core/courses/contract'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import '../courses.scss'

export function CourseCard({ item }: { item: CourseItem }) {
  const { t } = useTranslation('courses')
  return (
    <View className="course-card" data-testid={`course-item-${item.id}`} {...pressable(() => navigate(routes.courseDesc(item.id)))}>
      <Picture className="course-card__cover" src={item.cover} lazyLoad />
      <View className="course-card__body">
        <Text className="course-card__name">{item.name}</Text>
        {item.instructor && <Text className="course-card__line">{`${item.instructor.name} · ${item.categoryName}`}</Text>}
        <Text className="course-card__line">{item.summary}</Text>
        <Text className="course-card__line">
          {`${t('course.lessons', { count: item.lessonCount })} · ${t('course.studyNum', { count: item.studyNum })}`}
        </Text>
      </View>
    </View>
  )
}
