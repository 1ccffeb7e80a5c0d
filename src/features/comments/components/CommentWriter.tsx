/**
 * Writing a comment. The writer page shows every part (text, expressions, photos, and for places the
 * star rating and review tags); a list screen shows the text and expressions only, with the list
 * screens' wording of the rules. The rules run before any call (src/core/comments); what is written
 * is kept on the device until it is published, so leaving the page loses nothing. On success the
 * spec's reaction: toast the server's message, clear the input, and let the page reload (onSent).
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentTarget, SavedComment } from '../../../core/comments/contract'
import type { Emoticon } from '../../../core/comments/emoticons'
import {
  canAddEmoticon,
  checkComment,
  COMMENT_MAX_LENGTH,
  commentLength,
  truncateComment,
  type CommentScreen,
} from '../../../core/comments/rules'
import { pressable } from '../../../kit/theme'
import { toast, toastFailure } from '../../../kit/toast'
import { commentApi } from '../api'
import { dropDraft, EMPTY_DRAFT, keepDraft, readDraft, type WriterDraft } from '../draft'
import { inputText, isRated } from '../target'
import { useWriteGate } from '../write-gate'
import { EmoticonPicker } from './EmoticonPicker'
import { PhotoPicker } from './PhotoPicker'
import { StarsChooser } from './Stars'
import { TagPicker } from './TagPicker'
import { VideoPicker } from './VideoPicker'
import '../comments.scss'

export interface CommentWriterProps {
  target: CommentTarget
  screen?: CommentScreen
  onSent?: (saved: SavedComment) => void
}

export function CommentWriter({ target, screen = 'writer', onSent }: CommentWriterProps) {
  const { t } = useTranslation('comments')
  const [draft, setDraft] = useState<WriterDraft>(() => readDraft(target))
  const [sending, setSending] = useState(false)
  const gate = useWriteGate()
  const full = screen === 'writer'
  const rated = full && isRated(target.resourceType)

  useEffect(() => keepDraft(target, draft), [target, draft])
  const change = (part: Partial<WriterDraft>) => setDraft((d) => ({ ...d, ...part }))

  // the text as last typed: a tap right after typing can come before React has drawn that text,
  // so the expression is added to the newest content, not to the content of the last render
  const content = useRef(draft.content)
  content.current = draft.content
  const setContent = (text: string) => {
    content.current = text
    change({ content: text })
  }
  const addEmoticon = (e: Emoticon) => {
    const room = canAddEmoticon(content.current, screen)
    if (!room.ok) return toast(t(room.messageKey, room.params))
    setContent(truncateComment(content.current + e.glyph))
  }

  const send = async () => {
    if (sending) return
    const checked = checkComment(
      { content: draft.content, tags: draft.tags, images: draft.images, video: draft.video, star: draft.star },
      screen,
    )
    if (!checked.ok) return toast(t(checked.messageKey, checked.params))
    if (!gate.mayWrite()) return
    setSending(true)
    const res = await commentApi.write(target, checked.value)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('block.failed'))
    toast(res.message || t(`server.${res.data.state === 'pending' ? 'pending' : 'published'}`))
    dropDraft(target)
    setDraft(EMPTY_DRAFT)
    onSent?.(res.data)
  }

  return (
    <View className={`cm-writer${full ? '' : ' cm-writer--inline'}`} data-testid="comment-writer">
      {rated && <StarsChooser value={draft.star} onChange={(star) => change({ star })} />}
      <Textarea
        className="cm-writer__text"
        value={draft.content}
        placeholder={t('writer.placeholder')}
        aria-label={t('writer.placeholder')}
        autoHeight={!full}
        onInput={(e) => setContent(truncateComment(inputText(e)))}
        data-testid="comment-text"
      />
      <Text className="cm-writer__count" aria-live="polite">
        {`${commentLength(draft.content)}/${COMMENT_MAX_LENGTH}`}
      </Text>
      <EmoticonPicker onPick={addEmoticon} />
      {rated && (
        <>
          <Text className="cm-writer__label">{t('writer.tags')}</Text>
          <TagPicker value={draft.tags} onChange={(tags) => change({ tags })} />
        </>
      )}
      {full && (
        <>
          <Text className="cm-writer__label">{t('writer.media')}</Text>
          {!draft.video && <PhotoPicker value={draft.images} onChange={(images) => change({ images })} />}
          {draft.images.length === 0 && <VideoPicker value={draft.video} onChange={(video) => change({ video })} />}
        </>
      )}
      <View className="cm-button cm-button--primary" data-testid="comment-submit" aria-disabled={sending} {...pressable(send)}>
        <Text>{sending ? t('writer.sending') : t('writer.submit')}</Text>
      </View>
      {gate.element}
    </View>
  )
}
