/** "1.25km" from the visitor: the server's distance, else from a known position; nothing when neither is known. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { formatDistance, placeDistance } from '../../../core/places/rules'
import type { Position } from '../use-visitor-position'

export function DistanceText({
  place,
  visitor,
}: {
  place: { distance?: number; longitude: number | null; latitude: number | null }
  visitor: Position | null
}) {
  const { t, i18n } = useTranslation('places')
  const text = formatDistance(placeDistance(place, visitor), i18n.language)
  if (!text) return null
  return (
    <Text className="place-distance" data-testid="place-distance">
      {t('distance', { distance: text })}
    </Text>
  )
}
