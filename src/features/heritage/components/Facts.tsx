/** Label / value rows of a detail (list number, protection unit, open hours...); an `onPress` row is a link. */
import { Text, View } from '@tarojs/components'
import { pressable } from '../../../kit/theme'

export interface Fact {
  label: string
  value: string
  onPress?: () => void
  testId?: string
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <View className="heritage-facts">
      {facts
        .filter((f) => f.value)
        .map((f) => (
          <View
            key={f.label}
            className={`heritage-facts__row${f.onPress ? ' is-link' : ''}`}
            data-testid={f.testId}
            {...(f.onPress ? pressable(f.onPress) : {})}
          >
            <Text className="heritage-facts__label">{f.label}</Text>
            <Text className="heritage-facts__value">{f.value}</Text>
          </View>
        ))}
    </View>
  )
}
