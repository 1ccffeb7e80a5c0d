/** /volunteer-honours: honours of the site's volunteers and teams, newest first. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { honourApi } from '@/features/volunteers'
import { PagedList } from '@/kit'
import { Cover } from '../../components/parts'

export default function VolunteerHonoursPage() {
  const { t } = useTranslation('volunteers')
  return (
    <PageShell title={t('title.honours')}>
      <View className="vol" data-testid="volunteer-honours">
        <PagedList
          source={honourApi}
          testId="honours-list"
          renderItem={(h) => (
            <View className="vol-card" data-testid={`honour-${h.id}`}>
              <Cover src={h.image} alt={h.title} />
              <View className="vol-card__body">
                <Text className="vol-card__name">{h.title}</Text>
                <Text className="vol-card__line">{h.teamName || h.volunteerName}</Text>
                <Text className="vol-card__line">
                  {h.issuer} · {h.awardedOn}
                </Text>
              </View>
            </View>
          )}
        />
      </View>
    </PageShell>
  )
}
