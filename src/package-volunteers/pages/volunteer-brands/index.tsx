/** /volunteer-brands: the site's volunteer service brands; each opens its teams (/volunteer-brand/{id}). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { brandApi } from '@/features/volunteers'
import { PagedList } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Cover } from '../../components/parts'

export default function VolunteerBrandsPage() {
  const { t } = useTranslation('volunteers')
  return (
    <PageShell title={t('title.brands')}>
      <View className="vol" data-testid="volunteer-brands">
        <PagedList
          source={brandApi}
          testId="brands-list"
          renderItem={(b) => (
            <View className="vol-card" data-testid={`brand-${b.id}`} {...pressable(() => void navigate(routes.volunteerBrand(b.id)))}>
              <Cover src={b.cover} alt={b.name} />
              <View className="vol-card__body">
                <Text className="vol-card__name">{b.name}</Text>
                <Text className="vol-card__line">{b.intro}</Text>
                <Text className="vol-card__line">{t('brandTeams', { count: b.teamCount })}</Text>
              </View>
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
