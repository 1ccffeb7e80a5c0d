/**
 * /news-detail/{id}: title, publish time (recent-dates rule), the media of the contentType
 * (VIDEO video, AUDIO audio, IMAGE the gallery, CONTENT the cover), the text, and the like /
 * collect / comment counts. The root carries data-testid="news-detail" and data-id for e2e.
 */
import { Audio, Image, Text, Video, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { newsApi, type NewsDetail } from './api'
import { PublishTime } from './PublishTime'
import './news.scss'

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; news: NewsDetail }

function Media({ news }: { news: NewsDetail }) {
  if (news.contentType === 'VIDEO' && news.video) {
    return <Video className="news-detail__media" src={news.video} poster={news.imgUrl} controls data-testid="news-video" />
  }
  if (news.contentType === 'AUDIO' && news.audio) {
    return (
      <Audio
        className="news-detail__media"
        src={news.audio}
        poster={news.imgUrl}
        name={news.title}
        author=""
        controls
        data-testid="news-audio"
      />
    )
  }
  if (news.contentType === 'IMAGE' && news.imageUrls.length > 0) {
    const urls = news.imageUrls.map((i) => i.url)
    return (
      <View data-testid="news-images">
        {news.imageUrls.map((img) => (
          <View key={img.url} className="news-detail__figure" onClick={() => Taro.previewImage({ current: img.url, urls })}>
            <Image className="news-detail__image" src={img.url} mode="widthFix" />
            {img.description && <Text>{img.description}</Text>}
          </View>
        ))}
      </View>
    )
  }
  return news.imgUrl ? <Image className="news-detail__image news-detail__media" src={news.imgUrl} mode="widthFix" /> : null
}

export function NewsDetailView({ id, onTitle }: { id: string; onTitle?: (title: string) => void }) {
  const { t } = useTranslation('news')
  const [state, setState] = useState<State>({ kind: 'loading' })
  const load = useCallback(() => {
    setState({ kind: 'loading' })
    newsApi.detail(id).then((res) => {
      if (res?.code === 0 && res.data) setState({ kind: 'ready', news: res.data })
      else setState({ kind: 'error', message: res?.message || res?.msg || t('detailFailed') })
    })
  }, [id, t])
  useEffect(load, [load])
  useEffect(() => {
    if (state.kind === 'ready') onTitle?.(state.news.title)
  }, [state, onTitle])

  return (
    <View className="news-detail" data-testid="news-detail" data-id={id} data-state={state.kind}>
      {state.kind === 'loading' && <View className="news-detail__state">…</View>}
      {state.kind === 'error' && (
        <View className="news-detail__state" data-testid="news-detail-error" onClick={load}>
          <View>{state.message}</View>
          <View>{t('retry')}</View>
        </View>
      )}
      {state.kind === 'ready' && (
        <View>
          <Text className="news-detail__title" data-testid="news-title">
            {state.news.title}
          </Text>
          <PublishTime className="news-detail__time" time={state.news.publishTime} />
          <Media news={state.news} />
          {state.news.body
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p, i) => (
              <Text key={i} className="news-detail__para">
                {p.trim()}
              </Text>
            ))}
          <View className="news-detail__counts" data-testid="news-counts">
            <Text data-testid="news-like">{`${t('like')} ${state.news.likeNum}`}</Text>
            <Text data-testid="news-collect">{`${t('collect')} ${state.news.collectionNum}`}</Text>
            <Text data-testid="news-comment">{`${t('comment')} ${state.news.commentNum}`}</Text>
          </View>
        </View>
      )}
    </View>
  )
}
