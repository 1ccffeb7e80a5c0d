/** /volunteer-ranking: volunteers by approved service hours (paged variant c, the ranking's). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import type { RankItem } from '@/core/volunteers/contract'
import { PagedList, resourceApi } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Hours } from '../../components/parts'
import '../../components/volunteers.scss'

/** the ranking answers the ranking variant (c) */
const rankingApi = resourceApi<RankItem>('res/api/volunteer', { variant: 'c', paths: { list: 'ranking' } })

export default function VolunteerRankingPage() {
  const { t } = useTranslation('volunteers')
  return (
    <PageShell title={t('title.ranking')}>
      <View className="vol" data-testid="volunteer-ranking">
        <PagedList
          source={rankingApi}
          testId="ranking-list"
          itemKey={(r) => r.volunteerId}
          renderItem={(r) => (
            <View
              className="vol-card"
              data-testid={`rank-${r.rank}`}
              {...pressable(() => void navigate(routes.volunteersDesc(r.volunteerId)))}
            >
              <Text className="vol-rank">{r.rank}</Text>
              <View className="vol-card__body">
                <Text className="vol-card__name">{r.name}</Text>
                <Text className="vol-card__line">
                  <Hours minutes={r.serviceMinutes} />
                </Text>
              </View>
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
