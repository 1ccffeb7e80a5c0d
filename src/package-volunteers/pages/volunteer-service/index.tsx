/**
 * /volunteer-service (VOLUNTEER_SERVICE when volunteerStatus is not 1): registration with the real
 * name, id card (the volunteer's own saved visitor: what sign-ups book with) and 1-5 skills
 * (src/core/volunteers/records.ts checkRegistration, the server's rule). Afterwards the stored cloud
 * user info carries volunteerStatus 1 (as the server's users row does), so the menu goes to /volunteers.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { checkRegistration, VOLUNTEER_SKILLS, type RegistrationDraft } from '@/core/volunteers/records'
import { isIdCard } from '@/core/validation'
import { updateStoredUser } from '@/features/account'
import { volunteerCalls } from '@/features/volunteers'
import { LoadState, PageAction, toast, toastFailure, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import { Chips, Empty, Field } from '../../components/parts'

const EMPTY: RegistrationDraft = { realName: '', idCard: '', skills: [], intro: '' }

export default function VolunteerServicePage() {
  const { t } = useTranslation(['volunteers', 'common'])
  const mine = useLoad(volunteerCalls.mine)
  const [form, setForm] = useState<RegistrationDraft>(EMPTY)
  const [sending, setSending] = useState(false)
  const change = (part: Partial<RegistrationDraft>) => setForm((f) => ({ ...f, ...part }))

  const submit = async () => {
    const broken = checkRegistration(form, isIdCard)
    if (broken) return toast(t(`volunteers:${broken}`))
    if (sending) return
    setSending(true)
    const res = await volunteerCalls.register(form)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    updateStoredUser({ volunteerStatus: 1 })
    toast(res.message || t('volunteers:done.registered'))
    setTimeout(() => void navigate(routes.volunteers(), 'replace'), 800)
  }

  return (
    <PageShell title={t('volunteers:title.register')}>
      <View className="vol" data-testid="volunteer-service">
        <LoadState load={mine} testId="volunteer-service-state" />
        {mine.data?.volunteerStatus === 1 && (
          <>
            <Empty text={t('volunteers:already')} testId="volunteer-service-already" />
            <PageAction testId="volunteer-service-home" onClick={() => void navigate(routes.volunteers(), 'replace')}>
              {t('volunteers:entry.mine')}
            </PageAction>
          </>
        )}
        {mine.data && mine.data.volunteerStatus !== 1 && (
          <>
            <Text className="vol-card__line">{t('volunteers:registerIntro')}</Text>
            <Field
              label={t('volunteers:field.realName')}
              value={form.realName}
              onChange={(v) => change({ realName: v })}
              testId="vol-register-name"
            />
            <Field
              label={t('volunteers:field.idCard')}
              value={form.idCard}
              type="idcard"
              onChange={(v) => change({ idCard: v })}
              testId="vol-register-idcard"
            />
            <Chips
              label={t('volunteers:field.skills')}
              options={VOLUNTEER_SKILLS.map((s) => ({ value: s, name: t(`volunteers:skill.${s}`) }))}
              chosen={form.skills}
              onToggle={(s) => change({ skills: form.skills.includes(s) ? form.skills.filter((x) => x !== s) : [...form.skills, s] })}
              testIdPrefix="vol-register-skill"
            />
            <Field
              label={t('volunteers:field.intro')}
              value={form.intro}
              multiline
              onChange={(v) => change({ intro: v })}
              testId="vol-register-intro"
            />
            <PageAction testId="vol-register-submit" onClick={() => void submit()}>
              {t('volunteers:entry.register')}
            </PageAction>
          </>
        )}
      </View>
    </PageShell>
  )
}
