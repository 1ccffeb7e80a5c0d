/**
 * Like and collect on a heritage detail, through interactManage as every resource (places'
 * interactApi: the removing call when on, the answer's count else ±1, the spec's toasts); a
 * refusal toasts the server's message. Logged-in visitors only (else to /login and back).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { interactApi, nextState, toggleToastKey, type InteractKind } from '@/features/places'
import type { InteractState, VipResourceStatus } from '../../../core/places/contract'
import { toast, toastFailure } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'
import { loginFirst } from '../login-first'

export interface ActionTarget {
  id: number
  resourceType: string
  likeNum: number
  collectionNum: number
  commentNum: number
  vipResourceStatus: VipResourceStatus
}

export function Actions({ item }: { item: ActionTarget }) {
  const { t } = useTranslation(['heritage', 'places', 'common'])
  const [states, setStates] = useState<Record<InteractKind, InteractState>>({
    like: { status: item.vipResourceStatus.likeStatus, count: item.likeNum },
    collection: { status: item.vipResourceStatus.collectionStatus, count: item.collectionNum },
  })
  const [busy, setBusy] = useState(false)

  const toggle = async (kind: InteractKind) => {
    if (busy || !loginFirst()) return
    setBusy(true)
    const before = states[kind]
    const res = await interactApi.toggle(kind, before.status, { resourceId: item.id, resourceType: item.resourceType })
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    const after = nextState(kind, before, res.data)
    setStates((s) => ({ ...s, [kind]: after }))
    toast(t(`places:${toggleToastKey(kind, after.status)}`))
  }

  const button = (kind: InteractKind, label: string) => (
    <View
      className={`heritage-actions__item${states[kind].status ? ' is-on' : ''}`}
      data-testid={`heritage-${kind}`}
      aria-pressed={states[kind].status}
      {...pressable(() => toggle(kind))}
    >
      <Text>{`${label} ${states[kind].count}`}</Text>
    </View>
  )

  return (
    <View className="heritage-actions" data-testid="heritage-actions">
      {button('like', t('places:like'))}
      {button('collection', t('places:collect'))}
      <View className="heritage-actions__item heritage-actions__item--static">
        <Text>{`${t('places:comment')} ${item.commentNum}`}</Text>
      </View>
    </View>
  )
}
