/** A NutUI Cell with a test id: Cell does not pass data-* attributes on, so a wrapper carries it. */
import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import type { ComponentProps } from 'react'
import './row.scss'

export function Row({ testId, ...props }: ComponentProps<typeof Cell> & { testId: string }) {
  return (
    <View className="wl-row" data-testid={testId}>
      <Cell {...props} />
    </View>
  )
}
