/**
 * /news-list/{code}[/{tagId}] body (also the weapp tab slot of the NEWS menu): channel tabs from
 * channelList ("all" first), then the infinite paged list of product-spec 4 through the shared
 * paged-list hook (page 1 first, next page near the bottom until totalPage, "no more", "no data",
 * failures toast the server message for 2 s else "Failed to get list").
 */
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagedList } from '../account/list/usePagedList'
import { usePageScrollLoad } from '../account/list/usePageScrollLoad'
import { navigate } from '../../services/navigate'
import { useShellStore } from '../../stores/shell'
import { ALL_CHANNELS, newsApi, type Channel, type News } from './api'
import { PublishTime } from './PublishTime'
import './news.scss'

function NewsRow({ item }: { item: News }) {
  const { t } = useTranslation('news')
  const badge = item.contentType === 'CONTENT' ? '' : t(`type.${item.contentType}`)
  return (
    <View className="news-item" data-testid={`news-item-${item.id}`} onClick={() => navigate(`/news-detail/${item.id}`)}>
      <View className="news-item__text">
        <Text className="news-item__title">{item.title}</Text>
        <View className="news-item__meta">
          {badge && <Text className="news-item__badge">{badge}</Text>}
          <PublishTime time={item.publishTime} />
        </View>
      </View>
      {item.imgUrl && <Image className="news-item__cover" src={item.imgUrl} mode="aspectFill" lazyLoad />}
    </View>
  )
}

/** One channel's list; remounted (key) when the channel or tag changes, so paging restarts at page 1. */
function PagedNews({ channelCode, tagId }: { channelCode: string; tagId?: string }) {
  const list = usePagedList<News>((p) => newsApi.list({ ...p, channelCode, tagId }))
  usePageScrollLoad(list.loadMore)
  return (
    <View className="news-list__items">
      {list.items.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
      {list.footer}
    </View>
  )
}

export function NewsListView({ code = ALL_CHANNELS, tagId }: { code?: string; tagId?: string }) {
  const { t } = useTranslation('news')
  const themeColor = useShellStore((s) => s.themeColor)
  const [channels, setChannels] = useState<Channel[]>([])
  const [current, setCurrent] = useState(code)
  useEffect(() => setCurrent(code), [code])
  useEffect(() => {
    newsApi.channels().then((res) => setChannels(res?.code === 0 && Array.isArray(res.datas) ? res.datas : []))
  }, [])
  const tabs = [{ code: ALL_CHANNELS, name: t('all') }, ...channels]
  return (
    <View className="news-list" data-testid="news-list" data-channel={current}>
      {channels.length > 0 && (
        <ScrollView className="news-list__tabs" scrollX>
          {tabs.map((c) => (
            <View
              key={c.code}
              className={`news-list__tab${c.code === current ? ' is-active' : ''}`}
              style={c.code === current ? { color: themeColor, borderColor: themeColor } : undefined}
              data-testid={`news-channel-${c.code}`}
              onClick={() => setCurrent(c.code)}
            >
              {c.name}
            </View>
          ))}
        </ScrollView>
      )}
      {/* a tag belongs to the route's channel: switching channel drops it */}
      <PagedNews
        key={`${current}/${current === code ? tagId || '' : ''}`}
        channelCode={current}
        tagId={current === code ? tagId : undefined}
      />
    </View>
  )
}

/** Tab-slot form (no route parameters): every channel. */
export default function NewsListSlot() {
  return <NewsListView />
}
