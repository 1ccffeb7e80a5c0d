/** /join-group (menu COMMUNITY): the site's volunteer teams; each opens its join page (/group-desc/{id}). */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { teamApi } from '@/features/volunteers'
import { PagedList } from '@/kit'
import { navigate } from '@/services/navigate'
import { TeamCard } from '../../components/parts'

export default function JoinGroupPage() {
  const { t } = useTranslation('volunteers')
  return (
    <PageShell title={t('title.joinGroup')}>
      <View className="vol" data-testid="join-group">
        <PagedList
          source={teamApi}
          testId="join-group-list"
          renderItem={(team) => (
            <TeamCard team={team} testId={`vol-team-${team.id}`} onPress={() => void navigate(routes.groupDesc(team.id))} />
          )}
        />
      </View>
    </PageShell>
  )
}
