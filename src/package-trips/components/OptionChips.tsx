/** One choice of the travel plan form (preference, companions, mode) as chips: one on at a time. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pressable } from '@/kit/theme'
import './trips.scss'

export interface OptionChipsProps {
  /** trips namespace prefix of the words: `preference`, `companions`, `mode` */
  name: string
  options: readonly string[]
  value: string
  onChange: (code: string) => void
}

export function OptionChips({ name, options, value, onChange }: OptionChipsProps) {
  const { t } = useTranslation('trips')
  return (
    <View className="trip-chips" role="radiogroup" aria-label={t(`form.${name}`)} data-testid={`trip-${name}`}>
      {options.map((code) => (
        <View
          key={code}
          className={`trip-chip${code === value ? ' is-on' : ''}`}
          data-testid={`trip-${name}-${code}`}
          {...pressable(() => onChange(code))}
          role="radio"
          aria-checked={code === value}
        >
          {t(`${name}.${code}`)}
        </View>
      ))}
    </View>
  )
}
