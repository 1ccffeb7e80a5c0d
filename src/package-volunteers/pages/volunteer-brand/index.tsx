/** /volunteer-brand/{id}: a volunteer service brand and the teams under it. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { brandApi } from '@/features/volunteers'
import { DetailPage, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { TeamCard } from '../../components/parts'

export default function VolunteerBrandPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={brandApi.detail} title={t('title.brand')} titleOf={(b) => b.name} testId="volunteer-brand">
      {(b) => (
        <View className="vol" data-testid="volunteer-brand-body">
          <Text className="vol-card__name">{b.name}</Text>
          <Text>{b.intro}</Text>
          <Text className="vol-title">{t('brandTeams', { count: b.teamCount })}</Text>
          {b.teams.map((team) => (
            <TeamCard key={team.id} team={team} testId={`vol-team-${team.id}`} onPress={() => void navigate(routes.teamDesc(team.id))} />
          ))}
        </View>
      )}
    </DetailPage>
  )
}
