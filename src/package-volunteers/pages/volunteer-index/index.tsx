/**
 * /volunteer-index (menu VOLUNTEER): the volunteer area's front page: entries to my volunteer home
 * (/volunteers for a volunteer, else /volunteer-service: the VOLUNTEER_SERVICE rule), activities,
 * reserve recruitment, teams, ranking, honours and brands, then the activities recruiting now.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { VOLUNTEER_SERVICE_ROUTES } from '@/core/menu-codes'
import * as routes from '@/core/route-paths'
import { readStoredUser } from '@/features/account'
import { volunteerActivityApi } from '@/features/volunteers'
import { PagedList } from '@/kit'
import { navigate } from '@/services/navigate'
import { ActivityCard, Entries } from '../../components/parts'

export default function VolunteerIndexPage() {
  const { t } = useTranslation('volunteers')
  const mine = () => navigate(readStoredUser()?.volunteerStatus === 1 ? VOLUNTEER_SERVICE_ROUTES.volunteer : VOLUNTEER_SERVICE_ROUTES.other)
  return (
    <PageShell title={t('title.index')}>
      <View className="vol" data-testid="volunteer-index">
        <Entries
          entries={[
            { key: 'mine', name: t('entry.mine'), onPress: () => void mine() },
            { key: 'activities', name: t('entry.activities'), onPress: () => void navigate(routes.volunteerList('all')) },
            { key: 'reserve', name: t('entry.reserve'), onPress: () => void navigate(routes.volunteerList('reserve')) },
            { key: 'teams', name: t('entry.teams'), onPress: () => void navigate(routes.joinGroup()) },
            { key: 'ranking', name: t('entry.ranking'), onPress: () => void navigate(routes.volunteerRanking()) },
            { key: 'honours', name: t('entry.honours'), onPress: () => void navigate(routes.volunteerHonours()) },
            { key: 'brands', name: t('entry.brands'), onPress: () => void navigate(routes.volunteerBrands()) },
          ]}
        />
        <View className="vol-title">{t('recruitingNow')}</View>
        <PagedList
          source={volunteerActivityApi}
          params={{ type: 'recruit' }}
          testId="volunteer-index-list"
          renderItem={(a) => (
            <ActivityCard a={a} testId={`vol-activity-${a.id}`} onPress={() => void navigate(routes.volunteerDesc(a.id))} />
          )}
        />
      </View>
    </PageShell>
  )
}
