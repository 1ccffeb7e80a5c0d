/**
 * A volunteer activity (/volunteer-desc/{id} and /volunteer-activity-desc/{id}): its facts, the
 * sessions, the team, the introduction, and the action: sign up (a booking through book(), which
 * needs a registered volunteer: others are sent to /volunteer-service), then the sign-in page.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import type { SignStatus, VolunteerActivityDetail } from '@/core/volunteers/contract'
import { selectIsLoggedIn, useUserStore } from '@/features/account'
import { volunteerCalls } from '@/features/volunteers'
import { PageAction, toast, toastFailure, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Fact, newKey, timeText } from './parts'

export function ActivityBody({ a }: { a: VolunteerActivityDetail }) {
  const { t } = useTranslation(['volunteers', 'common'])
  const loggedIn = useUserStore(selectIsLoggedIn)
  const status = useLoad<SignStatus | null>(
    () => (loggedIn ? volunteerCalls.signStatus(a.id) : Promise.resolve({ ok: true as const, data: null })),
    { key: `${a.id}-${loggedIn}` },
  )
  const [key] = useState(newKey)
  const [sending, setSending] = useState(false)
  const open = a.sessions.filter((s) => s.open)
  const [slotId, setSlotId] = useState<number | undefined>(undefined)

  const signUp = async () => {
    if (!loggedIn) return navigate(`${routes.login()}?redirect=${encodeURIComponent(routes.volunteerDesc(a.id))}`)
    if (status.data && status.data.volunteerStatus !== 1) return navigate(routes.volunteerService())
    if (sending) return
    setSending(true)
    const res = await volunteerCalls.signUp(a.id, slotId ?? open[0]?.slotId, key)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.signedUp'))
    void status.reload()
  }

  const s = status.data
  return (
    <View className="vol" data-testid="vol-activity-body">
      <Text className="vol-card__name" data-testid="vol-activity-name">
        {a.name}
      </Text>
      <View>
        <Text className="vol-tag">{t(`volunteers:mode.${a.method}`)}</Text>
        <Text className="vol-tag">{t(`volunteers:state.${a.state}`)}</Text>
      </View>
      <View className="vol-facts">
        <Fact label={t('volunteers:fact.time')} value={timeText(a.startTime, a.endTime)} testId="vol-activity-time" />
        <Fact label={t('volunteers:fact.signWindow')} value={timeText(a.signStartTime, a.signEndTime)} testId="vol-activity-window" />
        <Fact label={t('volunteers:fact.address')} value={a.address} testId="vol-activity-address" />
        <Fact label={t('volunteers:fact.team')} value={a.teamName} testId="vol-activity-team" />
        <Fact label={t('volunteers:fact.phone')} value={a.phone} testId="vol-activity-phone" />
        <Fact
          label={t('volunteers:fact.places')}
          value={t('volunteers:places', { signNum: a.signNum, maxNum: a.maxNum })}
          testId="vol-activity-places"
        />
        <Fact label={t('volunteers:fact.radius')} value={t('volunteers:radius', { radius: a.signInRadius })} testId="vol-activity-radius" />
      </View>
      {open.length > 1 && (
        <View className="vol-chips" role="radiogroup" aria-label={t('volunteers:fact.sessions')}>
          {open.map((o) => (
            <View
              key={o.slotId}
              className={`vol-chip${(slotId ?? open[0].slotId) === o.slotId ? ' is-on' : ''}`}
              aria-checked={(slotId ?? open[0].slotId) === o.slotId}
              data-testid={`vol-session-${o.slotId}`}
              {...pressable(() => setSlotId(o.slotId))}
              role="radio"
            >
              <Text>{timeText(o.startTime, o.endTime)}</Text>
            </View>
          ))}
        </View>
      )}
      <Text className="vol-title">{t('volunteers:fact.intro')}</Text>
      <Text>{a.intro}</Text>
      <View className="vol-row-actions">
        <Text className="vol-tag" data-testid="vol-activity-team-link" {...pressable(() => navigate(routes.teamDesc(a.teamId)))}>
          {t('volunteers:toTeam')}
        </Text>
      </View>
      {s?.signedUp ? (
        <PageAction testId="vol-to-sign-in" onClick={() => navigate(routes.signInActivityDetail(a.id))}>
          {s.signOutTime ? t('volunteers:signIn.done') : t('volunteers:signIn.go')}
        </PageAction>
      ) : open.length > 0 ? (
        <PageAction testId="vol-sign-up" onClick={() => void signUp()}>
          {t('volunteers:signUp')}
        </PageAction>
      ) : (
        <Text className="vol-empty" data-testid="vol-sign-up-closed">
          {a.state === 'ended' ? t('volunteers:state.ended') : t('volunteers:signUpClosed')}
        </Text>
      )}
    </View>
  )
}
