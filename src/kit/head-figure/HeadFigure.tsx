/** The one figure a page is about (points, balance, credit score): a small label over a large value, centred. */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './head-figure.scss'

export function HeadFigure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <View className="wl-head-figure">
      <View className="wl-head-figure__label">{label}</View>
      <View className="wl-head-figure__value" data-testid={testId}>
        {value}
      </View>
    </View>
  )
}
