/**
 * /group-desc/{id}: joining a team (menu COMMUNITY → /join-group → here): the team's introduction and
 * the join request with an optional reason (at most 100); a head or manager reviews it. Only
 * registered volunteers may ask (others go to /volunteer-service).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { JOIN_REASON_MAX } from '@/core/volunteers/records'
import { teamApi, volunteerCalls } from '@/features/volunteers'
import { DetailPage, PageAction, toast, toastFailure, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Fact, Field } from '../../components/parts'

function JoinForm({ teamId }: { teamId: number }) {
  const { t } = useTranslation(['volunteers', 'common'])
  const [reason, setReason] = useState('')
  const [sent, setSent] = useState(false)
  const submit = async () => {
    if ([...reason].length > JOIN_REASON_MAX) return toast(t('volunteers:error.joinReason'))
    const res = await volunteerCalls.join(teamId, reason.trim())
    if (!res.ok) {
      if ('code' in res && res.message === t('volunteers:error.notVolunteer')) return void navigate(routes.volunteerService())
      return toastFailure(res, t('common:requestFailed'))
    }
    setSent(true)
    toast(res.message || t('volunteers:done.joinSent'))
  }
  if (sent)
    return (
      <Text className="vol-empty" data-testid="group-desc-sent">
        {t('volunteers:done.joinSent')}
      </Text>
    )
  return (
    <>
      <Field label={t('volunteers:field.reason')} value={reason} multiline onChange={setReason} testId="group-desc-reason" />
      <PageAction testId="group-desc-submit" onClick={() => void submit()}>
        {t('volunteers:join')}
      </PageAction>
    </>
  )
}

export default function GroupDescPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={teamApi.detail} title={t('title.group')} titleOf={(team) => team.name} testId="group-desc">
      {(team) => (
        <View className="vol" data-testid="group-desc-body">
          <Text className="vol-card__name">{team.name}</Text>
          <View className="vol-facts">
            <Fact label={t('fact.members')} value={String(team.memberCount)} testId="group-desc-members" />
            <Fact label={t('fact.address')} value={team.address} testId="group-desc-address" />
          </View>
          <Text>{team.intro}</Text>
          <Text className="vol-tag" data-testid="group-desc-team" {...pressable(() => void navigate(routes.teamDesc(team.id)))}>
            {t('toTeam')}
          </Text>
          <JoinForm teamId={team.id} />
        </View>
      )}
    </DetailPage>
  )
}
