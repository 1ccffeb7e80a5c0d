/**
 * Likes and comments of stream media (res/api/streamMedia/like, saveComment, getCommentByone).
 * A like is a toggle the server answers with the new state and count; without a login the request
 * lifecycle sends the visitor to log in (code 2). Comments are text: React renders them as
 * characters, whatever they contain.
 */
import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkComment, COMMENT_MAX_LENGTH } from '../../core/comments/rules'
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
  const { t } = useTranslation(['media', 'comments'])
  const [text, setText] = useState('')
  const [version, setVersion] = useState(0)
  const send = async () => {
    // the comment rules of every comment box (src/core/comments): this one is a list screen's inline box
    const checked = checkComment({ content: text }, 'list')
    if (!checked.ok) {
      toast(t(checked.messageKey, checked.params))
      return
    }
    const res = await streamMediaApi.saveComment(mediaId, checked.value.content)
    if (res.ok) {
      setText('')
      toast(res.data.state === 'pending' ? t('comments:server.pending') : t('commentSent'))
      setVersion((v) => v + 1)
    } else toastFailure(res, t('commentFailed'))
  }
  return (
    <View className="wl-comments" data-testid="media-comments">
      <Text className="wl-comments__heading">{t('comments')}</Text>
      <View className="wl-comments__form">
        {/* NutUI's Input, as every other form of the app; it passes the keyboard's send key through (SearchBox) */}
        <Input
          className="wl-comments__input"
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('commentPlaceholder')}
          aria-label={t('commentPlaceholder')}
          onChange={(v) => setText(String(v))}
          {...({ onConfirm: () => void send() } as object)}
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
