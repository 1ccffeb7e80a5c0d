/**
 * Like and collect on a story or strategy (product-spec 4: toggles with count ±1; rules-and-contract
 * 8: "Thanks for your praise, collection", "Cancellation succeeded", failure: the server message).
 * A visitor who is not logged in is sent to log in first, then back here.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StoryDetail } from '../../../core/stories/contract'
import { toast, toastFailure } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'
import { toggleInteract, type InteractAnswer } from '../api'
import { loginFirst } from '../login'

type Kind = 'like' | 'collection'

export function StoryBar({ story }: { story: StoryDetail }) {
  const { t } = useTranslation(['stories', 'common'])
  const [states, setStates] = useState<Record<Kind, InteractAnswer>>({
    like: { status: !!story.vipResourceStatus?.likeStatus, count: story.likeNum },
    collection: { status: !!story.vipResourceStatus?.collectionStatus, count: story.collectionNum },
  })
  const [busy, setBusy] = useState(false)
  const toggle = async (kind: Kind) => {
    if (busy || !loginFirst()) return
    setBusy(true)
    const res = await toggleInteract(kind, states[kind].status, { resourceId: story.id, resourceType: story.resourceType })
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    setStates((s) => ({ ...s, [kind]: res.data }))
    toast(t(res.data.status ? (kind === 'like' ? 'thanksLike' : 'thanksCollect') : 'cancelled'))
  }
  const item = (kind: Kind, label: string) => (
    <View
      className={`story-bar__item${states[kind].status ? ' is-on' : ''}`}
      data-testid={`story-${kind}`}
      aria-pressed={states[kind].status}
      {...pressable(() => toggle(kind))}
    >
      <Text aria-hidden className="story-bar__glyph">
        {kind === 'like' ? (states[kind].status ? '♥' : '♡') : states[kind].status ? '★' : '☆'}
      </Text>
      <Text>{`${label} ${states[kind].count}`}</Text>
    </View>
  )
  return (
    <View className="story-bar" data-testid="story-bar">
      {item('like', t('like'))}
      {item('collection', t('collect'))}
      <View className="story-bar__item">
        <Text>{t('comments', { count: story.commentNum })}</Text>
      </View>
    </View>
  )
}
