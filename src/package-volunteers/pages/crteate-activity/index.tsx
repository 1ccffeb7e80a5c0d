/**
 * /crteate-activity[?teamId=] (the spec's spelling): a team head or manager publishes a volunteer
 * activity of the team (type ACTIVITY_TYPE_VOLUNT; src/core/volunteers/create-activity.ts): name,
 * recruitment or reserve, day and times, places, address and the sign-in place (the manager's
 * current position), introduction. Teams where the caller may not create are not offered; the
 * server refuses them too.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { siteDayOf } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { checkActivityDraft, VOLUNTEER_MODES, type ActivityDraft } from '@/core/volunteers/create-activity'
import { may } from '@/core/volunteers/roles'
import { volunteerCalls } from '@/features/volunteers'
import { currentLocation } from '@/platform/location'
import { LoadState, PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { Button, Chips, Empty, Field, PickField } from '../../components/parts'

export default function CrteateActivityPage() {
  const { t } = useTranslation(['volunteers', 'common'])
  const params = usePageParams()
  const mine = useLoad(volunteerCalls.mine)
  const teams = (mine.data?.teams ?? []).filter((team) => team.status === 'approved' && may(team.role, 'createActivity'))
  const tomorrow = siteDayOf(Date.now() + 86_400_000)
  const [form, setForm] = useState({
    teamId: params.teamId ? Number(params.teamId) : 0,
    name: '',
    method: VOLUNTEER_MODES[0] as string,
    day: tomorrow,
    start: '09:00',
    end: '12:00',
    capacity: '10',
    address: '',
    longitude: null as number | null,
    latitude: null as number | null,
    intro: '',
  })
  const change = (part: Partial<typeof form>) => setForm((f) => ({ ...f, ...part }))
  const teamId = form.teamId || teams[0]?.teamId || 0
  const [sending, setSending] = useState(false)

  const locate = async () => {
    const at = await currentLocation()
    if (at.fallback) return toast(t('volunteers:error.signIn.badPosition'))
    change({ longitude: at.longitude, latitude: at.latitude })
  }
  const submit = async () => {
    const draft: ActivityDraft = { ...form, teamId: teamId || null, capacity: /^\d+$/.test(form.capacity) ? Number(form.capacity) : NaN }
    const broken = checkActivityDraft(draft, siteDayOf(Date.now()))
    if (broken) return toast(t(`volunteers:${broken}`))
    if (sending) return
    setSending(true)
    const res = await volunteerCalls.createActivity(draft)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.activityCreated'))
    setTimeout(() => void navigate(routes.volunteerActivityDesc(res.data.id), 'replace'), 800)
  }

  return (
    <PageShell title={t('volunteers:title.create')}>
      <View className="vol" data-testid="crteate-activity">
        <LoadState load={mine} testId="crteate-activity-state" />
        {mine.data && teams.length === 0 && <Empty text={t('volunteers:noManagedTeam')} testId="crteate-activity-none" />}
        {teams.length > 0 && (
          <>
            <Chips
              label={t('volunteers:field.team')}
              options={teams.map((team) => ({ value: team.teamId, name: team.teamName }))}
              chosen={[teamId]}
              onToggle={(v) => change({ teamId: v })}
              testIdPrefix="create-team"
            />
            <Field label={t('volunteers:field.name')} value={form.name} onChange={(v) => change({ name: v })} testId="create-name" />
            <Chips
              label={t('volunteers:field.mode')}
              options={VOLUNTEER_MODES.map((m) => ({ value: m, name: t(`volunteers:mode.${m}`) }))}
              chosen={[form.method]}
              onToggle={(v) => change({ method: v })}
              testIdPrefix="create-mode"
            />
            <PickField
              label={t('volunteers:field.day')}
              mode="date"
              start={siteDayOf(Date.now())}
              value={form.day}
              onChange={(v) => change({ day: v })}
              testId="create-day"
            />
            <PickField
              label={t('volunteers:field.start')}
              mode="time"
              value={form.start}
              onChange={(v) => change({ start: v })}
              testId="create-start"
            />
            <PickField
              label={t('volunteers:field.end')}
              mode="time"
              value={form.end}
              onChange={(v) => change({ end: v })}
              testId="create-end"
            />
            <Field
              label={t('volunteers:field.capacity')}
              value={form.capacity}
              type="number"
              onChange={(v) => change({ capacity: v })}
              testId="create-capacity"
            />
            <Field
              label={t('volunteers:field.address')}
              value={form.address}
              onChange={(v) => change({ address: v })}
              testId="create-address"
            />
            <View className="vol-field">
              <Text>{t('volunteers:field.place')}</Text>
              <Text className="vol-card__line" data-testid="create-place">
                {form.longitude === null || form.latitude === null
                  ? t('volunteers:placeUnset')
                  : `${form.longitude.toFixed(5)}, ${form.latitude.toFixed(5)}`}
              </Text>
              <Button text={t('volunteers:field.useLocation')} plain testId="create-locate" onPress={() => void locate()} />
            </View>
            <Field
              label={t('volunteers:field.intro')}
              value={form.intro}
              multiline
              onChange={(v) => change({ intro: v })}
              testId="create-intro"
            />
            <PageAction testId="create-submit" onClick={() => void submit()}>
              {t('volunteers:publish')}
            </PageAction>
          </>
        )}
      </View>
    </PageShell>
  )
}
