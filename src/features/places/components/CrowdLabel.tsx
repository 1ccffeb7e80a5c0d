/** The crowding label of a place (rules in src/core/places/rules.ts): scenic ratio, hotel rooms, dining. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { crowdingOf } from '../../../core/places/rules'

export function CrowdLabel({ type, place }: { type: string; place: { visitorRatio?: number | null; crowdState?: string | null } }) {
  const { t } = useTranslation('places')
  const crowding = crowdingOf(type, place)
  if (!crowding) return null
  return (
    <Text className={`place-crowd place-crowd--${crowding.tone}`} data-testid="place-crowding" data-level={crowding.key}>
      {t(`crowding.${crowding.key}`)}
    </Text>
  )
}
