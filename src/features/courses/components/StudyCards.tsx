/** An instructor row (→ /study-instructor-details/{id}) and a study route card of the study tour. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Instructor, StudyRoute } from '../../../core/courses/contract'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import '../courses.scss'

export function InstructorRow({ item }: { item: Instructor }) {
  const { t } = useTranslation('courses')
  return (
    <View
      className="study-person"
      data-testid={`instructor-${item.id}`}
      {...pressable(() => navigate(routes.studyInstructorDetails(item.id)))}
    >
      <Picture className="study-person__avatar" src={item.avatar} lazyLoad alt={item.name} />
      <View className="study-person__body">
        <Text className="study-person__name">{item.name}</Text>
        <Text className="study-person__line">{item.title}</Text>
        <Text className="study-person__line">{`${item.tags.join(' · ')}${item.courseCount ? ` · ${t('instructor.courseCount', { count: item.courseCount })}` : ''}`}</Text>
      </View>
    </View>
  )
}

export function StudyRouteCard({ route }: { route: StudyRoute }) {
  const { t } = useTranslation('courses')
  return (
    <View className="study-route" data-testid={`study-route-${route.id}`}>
      <Picture className="study-route__cover" src={route.cover} lazyLoad />
      <View className="study-route__body">
        <Text className="study-route__name">{`${route.name} · ${t('tour.days', { count: route.days })}`}</Text>
        <Text className="study-route__line">{t('tour.audience', { audience: route.audience })}</Text>
        <Text className="study-route__line">{route.summary}</Text>
        <Text className="study-route__line">{t('tour.stops', { stops: route.stops.join(' → ') })}</Text>
      </View>
    </View>
  )
}
