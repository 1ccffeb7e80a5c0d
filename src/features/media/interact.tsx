/**
 * Likes and comments of stream media (res/api/streamMedia/like, saveComment, getCommentByone).
 * A like is a toggle the server answers with the new state and count; without a login the request
 * lifecycle sends the visitor to log in (code 2). Comments are text: React renders them as
 * characters, whatever they contain.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedList } from '../../kit/paged-list'
import { toast, toastFailure } from '../../kit/toast'
import { mediaCommentsApi, streamMediaApi, type MediaComment, type StreamMedia } from './api'
import './media.scss'
import { pressable } from '../../kit/theme'

export function LikeButton({ item }: { item: Pick<StreamMedia, 'id' | 'likeNum'> }) {
  const { t } = useTranslation('media')
  const [state, setState] = useState({ status: false, count: item.likeNum })
  const [busy, setBusy] = useState(false)
  const tap = async () => {
    if (busy) return
    setBusy(true)
    const res = await streamMediaApi.like(item.id)
    setBusy(false)
    if (res.ok && res.data) {
      setState(res.data)
      toast(res.data.status ? t('liked') : t('unliked'))
    } else if (!res.ok) toastFailure(res, t('likeFailed'))
  }
  return (
    <View
      className={`wl-media-button ${state.status ? 'wl-media-button--on' : ''}`}
      aria-pressed={state.status}
      data-testid="media-like"
      {...pressable(() => void tap())}
    >
      <Text>{`${t('like')} ${state.count}`}</Text>
    </View>
  )
}

function CommentRow({ comment }: { comment: MediaComment }) {
  const { t } = useTranslation('media')
  return (
    <View className="wl-comment" data-testid={`media-comment-${comment.id}`}>
      <Text className="wl-comment__who">{comment.nickName || t('visitor')}</Text>
      <Text className="wl-comment__text">{comment.content}</Text>
    </View>
  )
}

export function MediaComments({ mediaId }: { mediaId: number }) {
  const { t } = useTranslation('media')
  const [text, setText] = useState('')
  const [version, setVersion] = useState(0)
  const send = async () => {
    if (!text.trim()) {
      toast(t('commentRequired'))
      return
    }
    const res = await streamMediaApi.saveComment(mediaId, text.trim())
    if (res.ok) {
      setText('')
      toast(t('commentSent'))
      setVersion((v) => v + 1)
    } else toastFailure(res, t('commentFailed'))
  }
  return (
    <View className="wl-comments" data-testid="media-comments">
      <Text className="wl-comments__heading">{t('comments')}</Text>
      <View className="wl-comments__form">
        <Input
          className="wl-comments__input"
          value={text}
          maxlength={200}
          placeholder={t('commentPlaceholder')}
          aria-label={t('commentPlaceholder')}
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => void send()}
          data-testid="media-comment-input"
        />
        <View className="wl-media-button wl-media-button--on" data-testid="media-comment-send" {...pressable(() => void send())}>
          <Text>{t('send')}</Text>
        </View>
      </View>
      <PagedList
        key={version}
        source={mediaCommentsApi}
        params={{ id: mediaId }}
        renderItem={(c) => <CommentRow comment={c} />}
        testId="media-comment-list"
      />
    </View>
  )
}
