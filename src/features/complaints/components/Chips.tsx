/** One choice among a few, as buttons (radio semantics): complaint type, gender, the province's cities. */
import { Text, View } from '@tarojs/components'
import { pressable } from '../../../kit/theme'

export interface Chip {
  value: string
  label: string
}

export function Chips({
  chips,
  value,
  onChange,
  testIdPrefix,
  label,
}: {
  chips: Chip[]
  value: string
  onChange: (v: string) => void
  testIdPrefix: string
  label: string
}) {
  return (
    <View className="cp-chips" role="radiogroup" aria-label={label}>
      {chips.map((c) => (
        <View
          key={c.value}
          className={`cp-chip${c.value === value ? ' is-on' : ''}`}
          data-testid={`${testIdPrefix}-${c.value}`}
          {...pressable(() => onChange(c.value))}
          role="radio"
          aria-checked={c.value === value}
        >
          <Text>{c.label}</Text>
        </View>
      ))}
    </View>
  )
}
