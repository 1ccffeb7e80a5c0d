/**
 * /news-list/{code}[/{tagId}] body (also the weapp tab slot of the NEWS menu): channel tabs from
 * channelList ("all" first), then the kit's paged list of the current channel; switching channel
 * starts again at page 1 and drops the route's tag (a tag belongs to the route's channel).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { FilterTabs } from '../../kit/filter-tabs'
import { PagedList } from '../../kit/paged-list'
import { navigate } from '../../services/navigate'
import { ALL_CHANNELS, newsApi, type Channel, type News } from './api'
import { PublishTime } from './PublishTime'
import './news.scss'
import { Picture } from '../../kit/picture'

function NewsRow({ item }: { item: News }) {
  const { t } = useTranslation('news')
  const badge = item.contentType === 'CONTENT' ? '' : t(`type.${item.contentType}`)
  return (
    <View className="news-item" data-testid={`news-item-${item.id}`} onClick={() => navigate(routes.newsDetail(item.id))}>
      <View className="news-item__text">
        <Text className="news-item__title">{item.title}</Text>
        <View className="news-item__meta">
          {badge && <Text className="news-item__badge">{badge}</Text>}
          <PublishTime time={item.publishTime} />
        </View>
      </View>
      {/* the cover illustrates the title beside it: empty alt, so screen readers do not read it twice */}
      {item.imgUrl && <Picture className="news-item__cover" src={item.imgUrl} lazyLoad />}
    </View>
  )
}

/** "All" and the site's channels; no tabs when it has none (or they cannot be read). */
function ChannelTabs({ current, onChange }: { current: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('news')
  const [channels, setChannels] = useState<Channel[]>([])
  useEffect(() => {
    newsApi.channels().then((res) => setChannels(res.ok && Array.isArray(res.data) ? res.data : []))
  }, [])
  if (channels.length === 0) return null
  const tabs = [{ code: ALL_CHANNELS, name: t('all') }, ...channels]
  return <FilterTabs tabs={tabs} current={current} onChange={onChange} testIdPrefix="news-channel" />
}

export function NewsListView({ code = ALL_CHANNELS, tagId }: { code?: string; tagId?: string }) {
  const [current, setCurrent] = useState(code)
  useEffect(() => setCurrent(code), [code])
  const params = { channelCode: current, tagId: current === code ? tagId : undefined }
  return (
    <View className="news-list" data-testid="news-list" data-channel={current}>
      <ChannelTabs current={current} onChange={setCurrent} />
      <PagedList source={newsApi} params={params} className="news-list__items" renderItem={(item) => <NewsRow item={item} />} />
    </View>
  )
}

/** Tab-slot form (no route parameters): every channel. */
export default function NewsListSlot() {
  return <NewsListView />
}
