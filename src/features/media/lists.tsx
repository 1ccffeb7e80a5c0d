/**
 * The list bodies of the live and video pages: a paged grid (two columns) or a single column of
 * wide cards, each card opening its page.
 */
import { View } from '@tarojs/components'
import * as routes from '../../core/route-paths'
import { PagedList } from '../../kit/paged-list'
import { navigate } from '../../services/navigate'
import { liveApi, streamMediaApi, type LiveParams, type MediaParams, type StreamMedia } from './api'
import { LiveCard, MediaCard } from './cards'
import './media.scss'

export function LiveListView({ params = {}, wide = false, open }: { params?: LiveParams; wide?: boolean; open?: (id: number) => string }) {
  return (
    <View data-testid="live-list">
      <PagedList
        source={liveApi}
        params={params}
        className={`wl-media-grid ${wide ? 'wl-media-grid--single' : ''}`}
        renderItem={(room) => <LiveCard room={room} wide={wide} onOpen={() => navigate((open ?? routes.liveDetail)(room.id))} />}
      />
    </View>
  )
}

/** where a stream media item opens: shorts in the swipe player, the rest in the video player */
export function mediaRoute(item: Pick<StreamMedia, 'id' | 'mediaType'>): string {
  return item.mediaType === 'SHORT' ? `${routes.shortVideoDetail()}?id=${item.id}` : `${routes.videoPlayer()}?id=${item.id}`
}

export function MediaListView({
  params = {},
  wide = false,
  testId = 'media-list',
}: {
  params?: MediaParams
  wide?: boolean
  testId?: string
}) {
  return (
    <View data-testid={testId}>
      <PagedList
        source={streamMediaApi}
        params={params}
        className={`wl-media-grid ${wide ? 'wl-media-grid--single' : ''}`}
        renderItem={(item) => <MediaCard item={item} wide={wide} onOpen={() => navigate(mediaRoute(item))} />}
      />
    </View>
  )
}
