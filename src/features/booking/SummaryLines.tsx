/**
 * Label-value lines of a booking (the form's summary before the submit, the reservation detail):
 * what is booked, when, for whom and what it costs, one line each, the same look in both.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './summary-lines.scss'

export interface SummaryLine {
  label: string
  value: ReactNode
  testId: string
}

export function SummaryLines({ lines, testId }: { lines: SummaryLine[]; testId: string }) {
  return (
    <View className="wl-summary" data-testid={testId}>
      {lines.map((l) => (
        <View key={l.testId} className="wl-summary__line" data-testid={l.testId}>
          <Text className="wl-summary__label">{l.label}</Text>
          <View className="wl-summary__value">{l.value}</View>
        </View>
      ))}
    </View>
  )
}
