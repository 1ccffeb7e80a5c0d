/**
 * /volunteers (VOLUNTEER_SERVICE when volunteerStatus is 1): my volunteer home: my hours, my teams
 * with my role in each and the tools that role allows (src/core/volunteers/roles.ts), my records,
 * the supplementary record form, the ranking and honours. Not a volunteer (yet): the way to register.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { may } from '@/core/volunteers/roles'
import { hoursText } from '@/core/volunteers/sign-in'
import { volunteerCalls } from '@/features/volunteers'
import { HeadFigure, LoadState, PageAction, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Empty, Entries } from '../../components/parts'

export default function VolunteersPage() {
  const { t } = useTranslation('volunteers')
  const mine = useLoad(volunteerCalls.mine, { onShow: true })
  const me = mine.data
  return (
    <PageShell title={t('title.home')}>
      <View className="vol" data-testid="volunteers-home">
        <LoadState load={mine} testId="volunteers-home-state" />
        {me && me.volunteerStatus !== 1 && (
          <>
            <Empty text={t('notVolunteer')} testId="volunteers-not-yet" />
            <PageAction testId="volunteers-register" onClick={() => void navigate(routes.volunteerService())}>
              {t('entry.register')}
            </PageAction>
          </>
        )}
        {me && me.volunteerStatus === 1 && (
          <>
            <HeadFigure label={t('myHours')} value={hoursText(me.serviceMinutes)} testId="volunteers-hours" />
            <Text className="vol-card__line" data-testid="volunteers-name">
              {me.realName} · {t('recordCount', { count: me.recordCount })}
            </Text>
            <Entries
              entries={[
                { key: 'records', name: t('entry.records'), onPress: () => void navigate(routes.volunteerRecords()) },
                { key: 'supplement', name: t('entry.supplement'), onPress: () => void navigate(routes.volunteerSupplement()) },
                { key: 'activities', name: t('entry.activities'), onPress: () => void navigate(routes.volunteerList('all')) },
                { key: 'teams', name: t('entry.teams'), onPress: () => void navigate(routes.joinGroup()) },
                { key: 'ranking', name: t('entry.ranking'), onPress: () => void navigate(routes.volunteerRanking()) },
                { key: 'honours', name: t('entry.honours'), onPress: () => void navigate(routes.volunteerHonours()) },
              ]}
            />
            <Text className="vol-title">{t('myTeams')}</Text>
            {me.teams.length === 0 && <Empty text={t('noTeam')} testId="volunteers-no-team" />}
            {me.teams.map((team) => (
              <View key={team.teamId} className="vol-card" data-testid={`volunteers-team-${team.teamId}`}>
                <View className="vol-card__body">
                  <Text className="vol-card__name" {...pressable(() => void navigate(routes.teamDesc(team.teamId)))}>
                    {team.teamName}
                  </Text>
                  <View>
                    <Text className="vol-tag">{t(`role.${team.role}`)}</Text>
                    <Text className="vol-tag">{t(`memberStatus.${team.status}`)}</Text>
                  </View>
                  <View className="vol-row-actions">
                    <Text
                      className="vol-tag"
                      data-testid={`volunteers-calendar-${team.teamId}`}
                      {...pressable(() => void navigate(routes.volunteerCalendar(team.teamId)))}
                    >
                      {t('entry.calendar')}
                    </Text>
                    {(may(team.role, 'approveJoin') || may(team.role, 'viewMembers')) && team.status === 'approved' && (
                      <Text
                        className="vol-tag"
                        data-testid={`volunteers-manage-${team.teamId}`}
                        {...pressable(() => void navigate(routes.volunteerManage(team.teamId)))}
                      >
                        {t('entry.manage')}
                      </Text>
                    )}
                    {may(team.role, 'createActivity') && team.status === 'approved' && (
                      <Text
                        className="vol-tag"
                        data-testid={`volunteers-create-${team.teamId}`}
                        {...pressable(() => void navigate(`${routes.crteateActivity()}?teamId=${team.teamId}`))}
                      >
                        {t('entry.create')}
                      </Text>
                    )}
                  </View>
                </View>
              </View>
            ))}
          </>
        )}
      </View>
    </PageShell>
  )
}
