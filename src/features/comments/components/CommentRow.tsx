/**
 * One comment: author, time, stars, tags, the text, photos, and its actions: delete for one's own
 * (asks first: the data cannot be recovered), report for others', replies. Everything written by
 * a visitor is a text node: a stored `<script>` or `<img onerror>` shows as characters.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentItem } from '../../../core/comments/contract'
import { confirmRemove } from '../../../kit/confirm-remove'
import { dateTimeText } from '../../../kit/format'
import { Picture, PictureVideo, previewPictures } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { toast, toastFailure } from '../../../kit/toast'
import { commentApi } from '../api'
import { Replies } from './Replies'
import { StarsShown } from './Stars'
import '../comments.scss'

export function CommentRow({ item, onChanged, compact = false }: { item: CommentItem; onChanged?: () => void; compact?: boolean }) {
  const { t } = useTranslation('comments')
  const [showReplies, setShowReplies] = useState(false)
  const name = item.nickName || t('item.anonymous')
  const urls = item.images

  const remove = async () => {
    if (await confirmRemove(() => commentApi.remove(item.id))) onChanged?.()
  }
  const report = async () => {
    const { confirm } = await Taro.showModal({
      content: t('item.confirmReport'),
      confirmText: t('item.confirm'),
      cancelText: t('item.cancel'),
    })
    if (!confirm) return
    const res = await commentApi.report(item.id)
    if (res.ok) toast(res.message || t('item.report'))
    else toastFailure(res, t('block.failed'))
  }

  return (
    <View className="cm-row" data-testid={`comment-${item.id}`} data-state={item.state}>
      <View className="cm-row__head">
        <View className="cm-row__avatar" aria-hidden>
          {item.headImg ? <Picture className="cm-row__avatar-img" src={item.headImg} /> : <Text>{Array.from(name)[0]}</Text>}
        </View>
        <View className="cm-row__who">
          <Text className="cm-row__name">{name}</Text>
          <Text className="cm-row__time">{dateTimeText(item.createTime)}</Text>
        </View>
        {item.star > 0 && <StarsShown value={item.star} />}
      </View>
      {item.state === 'pending' && (
        <Text className="cm-row__pending" data-testid="comment-pending">
          {t('item.pending')}
        </Text>
      )}
      {item.tags.length > 0 && (
        <View className="cm-row__tags">
          {item.tags.map((tag) => (
            <Text key={tag} className="cm-tag cm-tag--small">
              {t(`tag.${tag}`)}
            </Text>
          ))}
        </View>
      )}
      <Text className="cm-row__content" data-testid="comment-content">
        {item.content}
      </Text>
      {urls.length > 0 && (
        <View className="cm-row__photos">
          {urls.map((url, i) => (
            <Picture
              key={url}
              className="cm-row__photo"
              src={url}
              lazyLoad
              alt={t('item.photo', { n: i + 1 })}
              {...pressable(() => previewPictures(url, urls), t('item.photo', { n: i + 1 }))}
            />
          ))}
        </View>
      )}
      {item.video && <PictureVideo className="cm-video" src={item.video} controls data-testid="comment-video" />}
      {!compact && (
        <View className="cm-row__actions">
          <View className="cm-row__action" data-testid="comment-replies-toggle" {...pressable(() => setShowReplies((s) => !s))}>
            <Text>{item.replyNum > 0 ? t('item.replies', { count: item.replyNum }) : t('item.reply')}</Text>
          </View>
          {item.isMine ? (
            <View className="cm-row__action" data-testid="comment-delete" {...pressable(remove)}>
              <Text>{t('item.delete')}</Text>
            </View>
          ) : (
            <View className="cm-row__action" data-testid="comment-report" {...pressable(report)}>
              <Text>{t('item.report')}</Text>
            </View>
          )}
        </View>
      )}
      {showReplies && <Replies commentId={item.id} />}
    </View>
  )
}
