/**
 * /sign-in-activity-detail/{id}: signing in to a volunteer activity one signed up for: the place,
 * the sign-in window (from 30 minutes before the start to the end) and radius (500 m), the
 * volunteer's position (src/platform/location, gcj02) and distance; sign in, then sign out, which
 * gives the hours (src/core/volunteers/sign-in.ts; the server decides with the same rule).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { haversineMetres, type LngLat } from '@/core/geo'
import * as routes from '@/core/route-paths'
import { hoursText } from '@/core/volunteers/sign-in'
import { volunteerActivityApi, volunteerCalls } from '@/features/volunteers'
import { currentLocation } from '@/platform/location'
import { DetailPage, LoadState, PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import type { VolunteerActivityDetail } from '@/core/volunteers/contract'
import { Fact, timeText, momentText } from '../../components/parts'

function SignIn({ a }: { a: VolunteerActivityDetail }) {
  const { t } = useTranslation(['volunteers', 'common'])
  const status = useLoad(() => volunteerCalls.signStatus(a.id), { key: a.id })
  const [here, setHere] = useState<LngLat | null>(null)
  const [busy, setBusy] = useState(false)
  const s = status.data
  const distance =
    here && a.longitude !== null && a.latitude !== null
      ? Math.round(haversineMetres(here, { longitude: a.longitude, latitude: a.latitude }))
      : null

  const locate = async (): Promise<LngLat | null> => {
    const at = await currentLocation()
    if (at.fallback) return null
    setHere({ longitude: at.longitude, latitude: at.latitude })
    return at
  }
  const signIn = async () => {
    if (busy) return
    setBusy(true)
    const at = await locate()
    if (!at) {
      setBusy(false)
      return toast(t('volunteers:error.signIn.badPosition'))
    }
    const res = await volunteerCalls.signIn(a.id, at)
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.signedIn'))
    void status.reload()
  }
  const signOut = async () => {
    if (busy) return
    setBusy(true)
    const res = await volunteerCalls.signOut(a.id)
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.signedOut'))
    void status.reload()
  }

  return (
    <View className="vol" data-testid="sign-in-body">
      <Text className="vol-card__name">{a.name}</Text>
      <View className="vol-facts">
        <Fact label={t('volunteers:fact.address')} value={a.address} testId="sign-in-address" />
        <Fact
          label={t('volunteers:fact.time')}
          value={s?.startTime ? timeText(s.startTime, s.endTime) : timeText(a.startTime, a.endTime)}
          testId="sign-in-time"
        />
        <Fact label={t('volunteers:fact.radius')} value={t('volunteers:radius', { radius: a.signInRadius })} testId="sign-in-radius" />
        <Fact
          label={t('volunteers:fact.distance')}
          value={distance === null ? '' : t('volunteers:metres', { distance })}
          testId="sign-in-distance"
        />
        <Fact label={t('volunteers:fact.signInTime')} value={s?.signInTime ? momentText(s.signInTime) : ''} testId="sign-in-in" />
        <Fact label={t('volunteers:fact.signOutTime')} value={s?.signOutTime ? momentText(s.signOutTime) : ''} testId="sign-in-out" />
        <Fact
          label={t('volunteers:fact.hours')}
          value={s?.signOutTime ? t('volunteers:hours', { hours: hoursText(s.minutes) }) : ''}
          testId="sign-in-hours"
        />
      </View>
      <LoadState load={status} testId="sign-in-state" />
      {s && !s.signedUp && (
        <>
          <Text className="vol-empty" data-testid="sign-in-not-signed-up">
            {t('volunteers:error.notSignedUp')}
          </Text>
          <PageAction testId="sign-in-to-activity" onClick={() => void navigate(routes.volunteerDesc(a.id))}>
            {t('volunteers:signUp')}
          </PageAction>
        </>
      )}
      {s?.signedUp && !s.signInTime && (
        <>
          <Text className="vol-card__line" data-testid="sign-in-window">
            {t(`volunteers:window.${s.window}`)}
          </Text>
          <PageAction testId="sign-in-submit" onClick={() => void signIn()}>
            {t('volunteers:signIn.submit')}
          </PageAction>
        </>
      )}
      {s?.signInTime && !s.signOutTime && (
        <PageAction testId="sign-out-submit" onClick={() => void signOut()}>
          {t('volunteers:signIn.out')}
        </PageAction>
      )}
      {s?.signOutTime && (
        <Text className="vol-empty" data-testid="sign-in-finished">
          {t('volunteers:signIn.finished', { hours: hoursText(s.minutes) })}
        </Text>
      )}
    </View>
  )
}

export default function SignInActivityDetailPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={volunteerActivityApi.detail} title={t('title.signIn')} testId="sign-in-activity-detail">
      {(a) => <SignIn a={a} />}
    </DetailPage>
  )
}
