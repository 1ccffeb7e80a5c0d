/**
 * Follow a successor (product-spec 4: a toggle; rules-and-contract 8: "Thanks for your follow",
 * "Cancellation succeeded", a refusal toasts the server message). The follower count shown moves
 * with the answer (the server's count, else ±1).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { nextState } from '@/features/places'
import type { InteractState } from '../../../core/places/contract'
import { toast, toastFailure } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'
import { followApi, followToastKey } from '../api'
import { loginFirst } from '../login-first'

export function FollowButton({ successorId, following, fans }: { successorId: number; following: boolean; fans: number }) {
  const { t } = useTranslation(['heritage', 'common'])
  const [state, setState] = useState<InteractState>({ status: following, count: fans })
  const [busy, setBusy] = useState(false)

  const toggle = async () => {
    if (busy || !loginFirst()) return
    setBusy(true)
    const res = await followApi(state.status, successorId)
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    // nextState's rule is kind-agnostic (status and count from the answer, else ±1)
    const after = nextState('like', state, res.data)
    setState(after)
    toast(t(followToastKey(after.status)))
  }

  return (
    <View className="heritage-follow">
      <Text className="heritage-follow__fans" data-testid="heritage-fans">
        {t('fans', { count: state.count })}
      </Text>
      <View
        className={`heritage-follow__button${state.status ? ' is-on' : ''}`}
        data-testid="heritage-follow"
        data-on={state.status}
        aria-pressed={state.status}
        {...pressable(toggle)}
      >
        {state.status ? t('follow.following') : t('follow.follow')}
      </View>
    </View>
  )
}
