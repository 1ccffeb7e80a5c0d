/**
 * /study-tour-index: the study-tour home: research bases (the places capability's RESEARCH_BASE,
 * → /studies-base-detail/{id}), study routes, instructors (→ /study-instructor-details/{id}) and the
 * study courses (→ /course-list).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { courseCalls, InstructorRow, StudyRouteCard } from '@/features/courses'
import { LoadState, useLoad, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

function Head({ title, more, testId }: { title: string; more?: () => void; testId: string }) {
  const { t } = useTranslation('courses')
  return (
    <View className="courses-section__head">
      <View className="courses-section__title" role="heading" aria-level={2}>
        {title}
      </View>
      {more && (
        <Text className="courses-section__link" data-testid={`${testId}-more`} {...pressable(more)}>
          {t('tour.more')}
        </Text>
      )}
    </View>
  )
}

export default function StudyTourIndexPage() {
  const { t } = useTranslation('courses')
  const index = useLoad(() => courseCalls.tourIndex())
  const d = index.data
  return (
    <PageShell title={t('tour.title')}>
      <View className="courses-page" data-testid="study-tour-index">
        <LoadState load={index} testId="study-tour" />
        {d && (
          <>
            <View className="courses-section" data-testid="study-bases">
              <Head title={t('tour.bases')} more={() => navigate(routes.studiesBase())} testId="study-bases" />
              {d.bases.length === 0 && <Text className="courses-empty">{t('tour.bases')} · 0</Text>}
              <View className="study-bases">
                {d.bases.map((b) => (
                  <View
                    key={b.id}
                    className="study-bases__item"
                    data-testid={`study-base-${b.id}`}
                    {...pressable(() => navigate(routes.studiesBaseDetail(b.id)))}
                  >
                    <Picture className="study-bases__cover" src={b.cover} lazyLoad />
                    <Text className="study-bases__name">{b.name}</Text>
                  </View>
                ))}
              </View>
            </View>
            <View className="courses-section" data-testid="study-routes">
              <Head title={t('tour.routes')} testId="study-routes" />
              {d.routes.map((r) => (
                <StudyRouteCard key={r.id} route={r} />
              ))}
            </View>
            <View className="courses-section" data-testid="study-instructors">
              <Head title={t('tour.instructors')} more={() => navigate(routes.studyInstructor())} testId="study-instructors" />
              {d.instructors.map((i) => (
                <InstructorRow key={i.id} item={i} />
              ))}
            </View>
            <View className="courses-section">
              <Head title={t('tour.courses')} more={() => navigate(routes.courseList())} testId="study-courses" />
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
