/**
 * A memorial hall in a list: picture, name, what is remembered, where, and today's flowers and
 * candles. The whole card opens the hall.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { MemorialHall } from '../../core/memorial/contract'
import * as routes from '../../core/route-paths'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'

export function HallCard({ hall }: { hall: MemorialHall }) {
  const { t } = useTranslation('memorial')
  return (
    <View className="memorial-card" data-testid={`memorial-hall-${hall.id}`} {...pressable(() => navigate(routes.memorialHall(hall.id)))}>
      <View className="memorial-card__picture">
        <Picture className="memorial-card__img" src={hall.cover} />
      </View>
      <View className="memorial-card__body">
        <Text className="memorial-card__name">{hall.name}</Text>
        <Text className="memorial-card__line">{hall.summary}</Text>
        <Text className="memorial-card__line">{hall.place}</Text>
        <Text className="memorial-card__line" data-testid={`memorial-today-${hall.id}`}>
          {t('hall.today', { flowers: hall.todayFlowers, candles: hall.todayCandles })}
        </Text>
      </View>
    </View>
  )
}
