/**
 * /short-video-detail?id=: one short video fills the screen and plays; swiping up (or the next
 * button) goes to the next short video, swiping down to the previous one, in the order of
 * /short-video-list. Likes and the position in the list under it.
 */
import { Text, View, type ITouchEvent } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { LikeButton, streamMediaApi, VideoPlayer, type StreamMedia } from '@/features/media'
import { toast, usePageParams } from '@/kit'
import { nextIndex, SWIPE_MIN_PX } from './swipe'
import './index.scss'
import { pressable } from '@/kit/theme'

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: StreamMedia[] }

export default function ShortVideoDetailPage() {
  const { t } = useTranslation('media')
  const { id } = usePageParams()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [index, setIndex] = useState(0)
  const startY = useRef<number | null>(null)

  useEffect(() => {
    streamMediaApi.list({ mediaType: 'SHORT' }, { page: 1, pageSize: 50 }).then((res) => {
      if (!res.ok) return setLoad({ kind: 'failed' })
      const items = res.data.items
      setLoad({ kind: 'ready', items })
      const at = items.findIndex((m) => String(m.id) === String(id))
      setIndex(at >= 0 ? at : 0)
    })
  }, [id])

  const items = load.kind === 'ready' ? load.items : []
  const go = (step: 1 | -1) => {
    const next = nextIndex(index, step, items.length)
    if (next === index) toast(t('short.end'))
    else setIndex(next)
  }
  const item = items[index]
  return (
    <PageShell title={item?.title || t('titles.shortVideoDetail')}>
      <View
        className="short-video"
        data-testid="short-video"
        data-state={load.kind}
        data-id={item?.id ?? ''}
        onTouchStart={(e) => (startY.current = (e as unknown as ITouchEvent).touches[0]?.clientY ?? null)}
        onTouchEnd={(e) => {
          const from = startY.current
          const to = (e as unknown as ITouchEvent).changedTouches[0]?.clientY
          startY.current = null
          if (from == null || to == null || Math.abs(to - from) < SWIPE_MIN_PX) return
          go(to < from ? 1 : -1)
        }}
      >
        {load.kind === 'loading' && <Text className="short-video__state">{t('loading')}</Text>}
        {load.kind === 'failed' && <Text className="short-video__state">{t('unavailable')}</Text>}
        {load.kind === 'ready' && !item && <Text className="short-video__state">{t('notFound')}</Text>}
        {item && (
          <>
            <VideoPlayer key={item.id} src={item.url} poster={item.cover} autoplay loop fill testId="short-video-player" />
            <View className="short-video__info">
              <Text className="short-video__title">{item.title}</Text>
              <Text className="short-video__meta">{`${item.author} · ${t('short.position', { n: index + 1, total: items.length })}`}</Text>
              <Text className="short-video__meta">{t('short.hint')}</Text>
              <View className="wl-media-actions">
                <LikeButton key={item.id} item={item} />
                <View className="wl-media-button" data-testid="short-video-prev" {...pressable(() => go(-1))}>
                  <Text>{t('short.prev')}</Text>
                </View>
                <View className="wl-media-button" data-testid="short-video-next" {...pressable(() => go(1))}>
                  <Text>{t('short.next')}</Text>
                </View>
              </View>
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
