/** The first rows of another list under a detail (a project's successors, bases): hidden while empty. */
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PagedSource } from '../../../kit/resource-api'
import { useLoad } from '../../../kit/use-load'

export function Related<Item extends { id: number }, Params>(props: {
  title: string
  source: PagedSource<Item, Params>
  params: Params
  render: (item: Item) => ReactNode
  testId: string
  size?: number
}) {
  const { title, source, params, render, testId, size = 4 } = props
  const { data } = useLoad(() => source.list(params, { page: 1, pageSize: size }), { key: JSON.stringify(params) })
  if (!data || data.items.length === 0) return null
  return (
    <View className="heritage-section" data-testid={testId}>
      <View className="heritage-section__title" role="heading" aria-level={2}>
        {title}
      </View>
      {data.items.map((item) => (
        <View key={item.id}>{render(item)}</View>
      ))}
    </View>
  )
}
