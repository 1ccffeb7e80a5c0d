/**
 * The like / collect / comment / share bar at the foot of a detail. Like and collect need a logged-in
 * visitor (the login rule of the menus: /login, back here after); a toggle calls the removing variant
 * when on, shows the answer's state and count (else count ±1) and the spec's toast; a refusal toasts
 * the server's message. Share: the mini-program's share button, the WeChat browser's menu, else the
 * Web Share API or a copied link (src/platform/share).
 */
import Comment from '@nutui/icons-react-taro/dist/es/icons/Comment.js'
import Heart from '@nutui/icons-react-taro/dist/es/icons/Heart.js'
import HeartFill from '@nutui/icons-react-taro/dist/es/icons/HeartFill.js'
import Share from '@nutui/icons-react-taro/dist/es/icons/Share.js'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import StarFill from '@nutui/icons-react-taro/dist/es/icons/StarFill.js'
import { Button, Text, View } from '@tarojs/components'
import type { ComponentType } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readStoredUser, shouldPromptLogin } from '@/features/account/shell'
import type { InteractState, PlaceDetail } from '../../../core/places/contract'
import { buildQuery } from '../../../core/routes'
import { toast, toastFailure } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'
import { share, type ShareContent } from '../../../platform/share'
import { currentLocation, navigate } from '../../../services/navigate'
import { interactApi, nextState, toggleToastKey, type InteractKind } from '../interact'

const LOGIN_ROUTE = '/login'

/** true when the visitor may act; else sends them to log in first and answers false */
function loginFirst(): boolean {
  if (!shouldPromptLogin({ needLogin: true, chineseSite: __SITE__.defaultLanguage === 'zh', user: readStoredUser() })) return true
  navigate(`${LOGIN_ROUTE}${buildQuery({ redirect: currentLocation() })}`)
  return false
}

export function InteractBar({ place, shareContent }: { place: PlaceDetail; shareContent: ShareContent }) {
  const { t } = useTranslation(['places', 'common'])
  const [states, setStates] = useState<Record<InteractKind, InteractState>>({
    like: { status: !!place.vipResourceStatus?.likeStatus, count: place.likeNum },
    collection: { status: !!place.vipResourceStatus?.collectionStatus, count: place.collectionNum },
  })
  const [busy, setBusy] = useState(false)

  const toggle = async (kind: InteractKind) => {
    if (busy || !loginFirst()) return
    setBusy(true)
    const before = states[kind]
    const res = await interactApi.toggle(kind, before.status, { resourceId: place.id, resourceType: place.resourceType })
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    const after = nextState(kind, before, res.data)
    setStates((s) => ({ ...s, [kind]: after }))
    toast(t(toggleToastKey(kind, after.status)))
  }

  const onShare = async () => {
    const res = await share(shareContent)
    if (res.ok ? res.messageKey : res.reason !== 'cancelled') toast(t(res.messageKey as string))
  }

  const item = (
    kind: InteractKind,
    label: string,
    [Off, On]: [ComponentType<{ className?: string }>, ComponentType<{ className?: string }>],
  ) => (
    <View
      className={`place-bar__item${states[kind].status ? ' is-on' : ''}`}
      data-testid={`place-${kind}`}
      data-on={states[kind].status}
      aria-pressed={states[kind].status}
      {...pressable(() => toggle(kind))}
    >
      <View className="place-bar__icon" aria-hidden>
        {states[kind].status ? <On className="place-bar__glyph" /> : <Off className="place-bar__glyph" />}
      </View>
      <Text className="place-bar__text">{`${label} ${states[kind].count}`}</Text>
    </View>
  )

  return (
    <View className="place-bar" data-testid="place-bar">
      {item('like', t('like'), [Heart, HeartFill])}
      {item('collection', t('collect'), [Star, StarFill])}
      <View className="place-bar__item" data-testid="place-comment">
        <View className="place-bar__icon" aria-hidden>
          <Comment className="place-bar__glyph" />
        </View>
        <Text className="place-bar__text">{`${t('comment')} ${place.commentNum}`}</Text>
      </View>
      {process.env.TARO_ENV === 'weapp' ? (
        <Button className="place-bar__item place-bar__share" openType="share" data-testid="place-share">
          {t('share')}
        </Button>
      ) : (
        <View className="place-bar__item" data-testid="place-share" {...pressable(onShare)}>
          <View className="place-bar__icon" aria-hidden>
            <Share className="place-bar__glyph" />
          </View>
          <Text className="place-bar__text">{t('share')}</Text>
        </View>
      )}
    </View>
  )
}
