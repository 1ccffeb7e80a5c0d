/**
 * A scrollable row of filter tabs above a list (news channels, categories...); the current one in
 * the theme colour. A list's params follow `current`, so a switch starts again at page 1.
 * Each tab is a keyboard-reachable button (pressable); the current one has aria-current.
 * Test ids: `<prefix>-<code>`.
 */
import { ScrollView, View } from '@tarojs/components'
import { pressable } from '../theme'
import './filter-tabs.scss'

export interface FilterTab {
  code: string
  /** translated */
  name: string
}

export interface FilterTabsProps {
  tabs: FilterTab[]
  current: string
  onChange: (code: string) => void
  testIdPrefix: string
}

export function FilterTabs({ tabs, current, onChange, testIdPrefix }: FilterTabsProps) {
  return (
    <ScrollView className="wl-filter-tabs" scrollX>
      {tabs.map((tab) => (
        <View
          key={tab.code}
          className={`wl-filter-tabs__tab${tab.code === current ? ' is-active' : ''}`}
          data-testid={`${testIdPrefix}-${tab.code}`}
          {...pressable(() => onChange(tab.code))}
          aria-current={tab.code === current ? 'true' : undefined}
        >
          {tab.name}
        </View>
      ))}
    </ScrollView>
  )
}
