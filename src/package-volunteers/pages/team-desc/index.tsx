/**
 * /team-desc/{id}: a volunteer team: its facts, leaders (head, managers, instructors), honours, the
 * way to its calendar and to join (/group-desc/{id}), and its volunteer activities.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { teamApi, volunteerActivityApi } from '@/features/volunteers'
import { DetailPage, PagedList, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { ActivityCard, Button, Fact, Hours } from '../../components/parts'

export default function TeamDescPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={teamApi.detail} title={t('title.team')} titleOf={(team) => team.name} testId="team-desc">
      {(team) => (
        <View className="vol" data-testid="team-desc-body">
          <Text className="vol-card__name">{team.name}</Text>
          {team.brandName && <Text className="vol-tag">{team.brandName}</Text>}
          <View className="vol-facts">
            <Fact label={t('fact.address')} value={team.address} testId="team-desc-address" />
            <Fact label={t('fact.phone')} value={team.phone} testId="team-desc-phone" />
            <Fact label={t('fact.members')} value={String(team.memberCount)} testId="team-desc-members" />
            <Fact label={t('team.hours')} value={<Hours minutes={team.serviceMinutes} />} testId="team-desc-hours" />
            <Fact
              label={t('fact.leaders')}
              value={team.leaders.map((l) => `${t(`role.${l.role}`)} ${l.name}`).join('、')}
              testId="team-desc-leaders"
            />
          </View>
          <Text>{team.intro}</Text>
          <View className="vol-row-actions">
            <Button text={t('join')} testId="team-desc-join" onPress={() => void navigate(routes.groupDesc(team.id))} />
            <Button
              text={t('entry.calendar')}
              plain
              testId="team-desc-calendar"
              onPress={() => void navigate(routes.volunteerCalendar(team.id))}
            />
          </View>
          {team.honours.length > 0 && <Text className="vol-title">{t('entry.honours')}</Text>}
          {team.honours.map((h) => (
            <Text key={h.id} className="vol-card__line" data-testid={`team-desc-honour-${h.id}`}>
              {h.awardedOn} {h.title}（{h.issuer}）
            </Text>
          ))}
          <Text className="vol-title">{t('teamActivities')}</Text>
          <PagedList
            source={volunteerActivityApi}
            params={{ teamId: team.id }}
            testId="team-desc-activities"
            renderItem={(a) => (
              <ActivityCard a={a} testId={`vol-activity-${a.id}`} onPress={() => void navigate(routes.volunteerActivityDesc(a.id))} />
            )}
          />
        </View>
      )}
    </DetailPage>
  )
}
