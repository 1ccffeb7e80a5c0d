/**
 * The appointment query block (product-spec 2.4 "appointment query block"): the site's bookable
 * resources (venues, scenic areas, rooms, narrators, interpretation services) under type tabs, each
 * with its picture, address and the places left over the next days; search by name where asked.
 * A row opens its booking page; with `dayLinks` each day opens that day's booking (/appointment-make).
 */
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bookingRouteOf, QUERY_RESOURCE_TYPES } from '@/core/booking/appointments'
import { queryResourceApi, type QueryResource } from '@/features/booking'
import { FilterTabs, PagedList, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './query-block.scss'

/** the tab of every type */
const ALL = 'all'

export interface QueryBlockProps {
  /** the first tab ('' all) and keyword, e.g. from the address */
  resourceType?: string
  keyword?: string
  search?: boolean
  dayLinks?: boolean
  /** told when the visitor changes the tab or the keyword (the page keeps them in its address's storage) */
  onChange?: (query: { resourceType: string; keyword: string }) => void
}

export function QueryBlock({ resourceType = '', keyword = '', search = false, dayLinks = false, onChange }: QueryBlockProps) {
  const { t } = useTranslation(['appointment', 'booking'])
  const [type, setType] = useState(resourceType || ALL)
  const [typed, setTyped] = useState(keyword)
  const [word, setWord] = useState(keyword)
  const tabs = [
    { code: ALL, name: t('appointment:query.all') },
    ...QUERY_RESOURCE_TYPES.map((code) => ({ code, name: t(`appointment:type.${code}`) })),
  ]
  const change = (next: { resourceType: string; keyword: string }) => {
    setType(next.resourceType)
    setWord(next.keyword)
    onChange?.({ ...next, resourceType: next.resourceType === ALL ? '' : next.resourceType })
  }

  const row = (r: QueryResource) => (
    <View
      className="query-row"
      data-testid={`query-resource-${r.id}`}
      data-type={r.resourceType}
      {...(dayLinks ? {} : pressable(() => navigate(bookingRouteOf(r.resourceType, r.resourceId)), r.resourceName))}
    >
      {r.image ? <Picture className="query-row__image" src={r.image} /> : <View className="query-row__image" />}
      <View className="query-row__body">
        <Text className="query-row__name">{r.resourceName}</Text>
        <Text className="query-row__type">{t(`appointment:type.${r.resourceType}`)}</Text>
        {r.address && <Text className="query-row__address">{r.address}</Text>}
        <View className="query-row__days">
          {r.days.map((d) => {
            const text = `${d.date.slice(5)} ${d.state === 'open' ? t('appointment:query.left', { count: d.stock }) : t(`booking:day.${d.state}`)}`
            return (
              <Text
                key={d.date}
                className={`query-day${d.state === 'open' ? '' : ' query-day--off'}`}
                data-testid={`query-day-${r.id}-${d.date}`}
                {...(dayLinks && d.state === 'open'
                  ? pressable(() => navigate(bookingRouteOf(r.resourceType, r.resourceId, d.date)), text)
                  : {})}
              >
                {text}
              </Text>
            )
          })}
        </View>
      </View>
    </View>
  )

  return (
    <View className="query-block" data-testid="query-block">
      {search && (
        <View className="query-block__search">
          <Input
            className="query-block__input"
            value={typed}
            placeholder={t('appointment:query.search')}
            data-testid="query-search-input"
            onChange={setTyped}
            onConfirm={() => change({ resourceType: type, keyword: typed.trim() })}
          />
          <Button
            size="small"
            type="primary"
            data-testid="query-search"
            onClick={() => change({ resourceType: type, keyword: typed.trim() })}
          >
            {t('appointment:query.searchButton')}
          </Button>
        </View>
      )}
      <FilterTabs tabs={tabs} current={type} onChange={(code) => change({ resourceType: code, keyword: word })} testIdPrefix="query-type" />
      <PagedList<QueryResource, { resourceType?: string; keyword?: string }>
        source={queryResourceApi}
        params={{ resourceType: type === ALL ? undefined : type, keyword: word || undefined }}
        renderItem={row}
        testId="query-list"
      />
    </View>
  )
}
