/**
 * /volunteer-manage/{teamId}: a team's management as the caller's role allows (src/core/volunteers/roles.ts):
 * join requests (head, manager: approve / reject), supplementary records waiting (head, manager:
 * approve / reject; never one's own), members with their roles (head, manager, instructor,
 * association member; the head gives roles). A tab the role does not allow is not shown; the
 * server refuses it anyway.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ASSIGNABLE_ROLES, may, type TeamPermission } from '@/core/volunteers/roles'
import { memberApi, teamRecordApi, volunteerCalls } from '@/features/volunteers'
import { FilterTabs, LoadState, PagedList, toast, toastFailure, useLoad, usePageParams, type Result } from '@/kit'
import { Button, Empty, RecordCard } from '../../components/parts'

const TABS: Array<{ code: string; needs: TeamPermission }> = [
  { code: 'joins', needs: 'approveJoin' },
  { code: 'supplements', needs: 'reviewSupplement' },
  { code: 'members', needs: 'viewMembers' },
]

export default function VolunteerManagePage() {
  const { t } = useTranslation(['volunteers', 'common'])
  const { teamId } = usePageParams()
  const mine = useLoad(volunteerCalls.mine)
  const team = mine.data?.teams.find((m) => String(m.teamId) === String(teamId) && m.status === 'approved')
  const tabs = TABS.filter((tab) => may(team?.role, tab.needs))
  const [tab, setTab] = useState('')
  const current = tabs.find((x) => x.code === tab)?.code ?? tabs[0]?.code
  const [round, setRound] = useState(0)
  const done = async (res: Result<unknown>) => {
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.reviewed'))
    setRound((n) => n + 1)
  }
  return (
    <PageShell title={team ? team.teamName : t('volunteers:title.manage')}>
      <View className="vol" data-testid="volunteer-manage">
        <LoadState load={mine} testId="manage-state" />
        {mine.data && tabs.length === 0 && <Empty text={t('volunteers:error.notAllowed')} testId="manage-not-allowed" />}
        {tabs.length > 0 && (
          <FilterTabs
            tabs={tabs.map((x) => ({ code: x.code, name: t(`volunteers:manage.${x.code}`) }))}
            current={current}
            onChange={setTab}
            testIdPrefix="manage-tab"
          />
        )}
        {current === 'joins' && (
          <PagedList
            key={`joins-${round}`}
            source={memberApi}
            params={{ teamId: teamId ?? '', status: 'pending' }}
            testId="manage-joins"
            renderItem={(m) => (
              <View className="vol-card" data-testid={`manage-join-${m.memberId}`}>
                <View className="vol-card__body">
                  <Text className="vol-card__name">{m.name}</Text>
                  {m.reason && <Text className="vol-card__line">{m.reason}</Text>}
                  <View className="vol-row-actions">
                    <Button
                      text={t('volunteers:approve')}
                      testId={`manage-join-approve-${m.memberId}`}
                      onPress={() => void volunteerCalls.auditJoin(m.memberId, true).then(done)}
                    />
                    <Button
                      text={t('volunteers:reject')}
                      plain
                      testId={`manage-join-reject-${m.memberId}`}
                      onPress={() => void volunteerCalls.auditJoin(m.memberId, false).then(done)}
                    />
                  </View>
                </View>
              </View>
            )}
          />
        )}
        {current === 'supplements' && (
          <PagedList
            key={`supplements-${round}`}
            source={teamRecordApi}
            params={{ teamId: teamId ?? '', status: 'pending' }}
            testId="manage-supplements"
            renderItem={(r) => (
              <RecordCard r={r} testId={`manage-record-${r.id}`}>
                <View className="vol-row-actions">
                  <Button
                    text={t('volunteers:approve')}
                    testId={`manage-record-approve-${r.id}`}
                    onPress={() => void volunteerCalls.auditRecord(r.id, true).then(done)}
                  />
                  <Button
                    text={t('volunteers:reject')}
                    plain
                    testId={`manage-record-reject-${r.id}`}
                    onPress={() => void volunteerCalls.auditRecord(r.id, false).then(done)}
                  />
                </View>
              </RecordCard>
            )}
          />
        )}
        {current === 'members' && (
          <PagedList
            key={`members-${round}`}
            source={memberApi}
            params={{ teamId: teamId ?? '' }}
            testId="manage-members"
            renderItem={(m) => (
              <View className="vol-card" data-testid={`manage-member-${m.memberId}`}>
                <View className="vol-card__body">
                  <Text className="vol-card__name">{m.name}</Text>
                  <Text className="vol-tag">{t(`volunteers:role.${m.role}`)}</Text>
                  {may(team?.role, 'setRoles') && m.role !== 'head' && (
                    <View className="vol-row-actions">
                      {ASSIGNABLE_ROLES.filter((r) => r !== m.role).map((r) => (
                        <Button
                          key={r}
                          text={t(`volunteers:role.${r}`)}
                          plain
                          testId={`manage-role-${m.memberId}-${r}`}
                          onPress={() => void volunteerCalls.setRole(m.memberId, r).then(done)}
                        />
                      ))}
                    </View>
                  )}
                </View>
              </View>
            )}
          />
        )}
      </View>
    </PageShell>
  )
}
