/**
 * /volunteer-supplement: asking for hours not signed (src/core/volunteers/records.ts checkSupplement):
 * the team (one I am an approved member of), what, the day (last 30 days), hours (0.5-12 in half
 * hours) and why. A head or manager of the team approves it; then it counts.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { siteDayOf } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { checkSupplement } from '@/core/volunteers/records'
import { volunteerCalls } from '@/features/volunteers'
import { LoadState, PageAction, toast, toastFailure, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import { Chips, Empty, Field, PickField } from '../../components/parts'

export default function VolunteerSupplementPage() {
  const { t } = useTranslation(['volunteers', 'common'])
  const mine = useLoad(volunteerCalls.mine)
  const teams = (mine.data?.teams ?? []).filter((team) => team.status === 'approved')
  const [form, setForm] = useState({ teamId: 0, title: '', serviceDay: siteDayOf(Date.now() - 86_400_000), hours: '2', reason: '' })
  const change = (part: Partial<typeof form>) => setForm((f) => ({ ...f, ...part }))
  const teamId = form.teamId || teams[0]?.teamId || 0
  const submit = async () => {
    const draft = { ...form, teamId: teamId || null, hours: Number(form.hours || 'NaN') }
    const broken = checkSupplement(draft, siteDayOf(Date.now()))
    if (broken) return toast(t(`volunteers:${broken}`))
    const res = await volunteerCalls.supplement(draft)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.supplementSent'))
    setTimeout(() => void navigate(routes.volunteerRecords(), 'replace'), 800)
  }
  return (
    <PageShell title={t('volunteers:title.supplement')}>
      <View className="vol" data-testid="volunteer-supplement">
        <LoadState load={mine} testId="supplement-state" />
        {mine.data && teams.length === 0 && <Empty text={t('volunteers:noTeam')} testId="supplement-no-team" />}
        {teams.length > 0 && (
          <>
            <Chips
              label={t('volunteers:field.team')}
              options={teams.map((team) => ({ value: team.teamId, name: team.teamName }))}
              chosen={[teamId]}
              onToggle={(v) => change({ teamId: v })}
              testIdPrefix="supplement-team"
            />
            <Field
              label={t('volunteers:field.title')}
              value={form.title}
              onChange={(v) => change({ title: v })}
              testId="supplement-title"
            />
            <PickField
              label={t('volunteers:field.serviceDay')}
              mode="date"
              end={siteDayOf(Date.now())}
              value={form.serviceDay}
              onChange={(v) => change({ serviceDay: v })}
              testId="supplement-day"
            />
            <Field
              label={t('volunteers:field.hours')}
              value={form.hours}
              type="digit"
              onChange={(v) => change({ hours: v })}
              testId="supplement-hours"
            />
            <Field
              label={t('volunteers:field.reason')}
              value={form.reason}
              multiline
              onChange={(v) => change({ reason: v })}
              testId="supplement-reason"
            />
            <PageAction testId="supplement-submit" onClick={() => void submit()}>
              {t('volunteers:submit')}
            </PageAction>
          </>
        )}
      </View>
    </PageShell>
  )
}
