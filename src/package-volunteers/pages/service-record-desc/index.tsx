/**
 * /service-record-desc/{relationId}/{type}: one service record (type signIn: from a sign-in and
 * sign-out; supplement: asked for and reviewed by the team): what, when, hours, status, team.
 * Another user's record answers not found (a head, manager or association member of its team may read it).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { volunteerCalls } from '@/features/volunteers'
import { DetailPage, usePageParams } from '@/kit'
import { Fact, Hours, momentText } from '../../components/parts'
import '../../components/volunteers.scss'

export default function ServiceRecordDescPage() {
  const { t } = useTranslation('volunteers')
  const { relationId, type } = usePageParams()
  return (
    <DetailPage
      id={relationId}
      load={(id) => volunteerCalls.record(id, type ?? '')}
      title={t('title.record')}
      titleOf={(r) => r.title}
      testId="service-record-desc"
    >
      {(r) => (
        <View className="vol" data-testid="service-record-body">
          <Text className="vol-card__name">{r.title}</Text>
          <View>
            <Text className="vol-tag">{t(`recordKind.${r.kind}`)}</Text>
            <Text className="vol-tag" data-testid="service-record-status">
              {t(`recordStatus.${r.status}`)}
            </Text>
          </View>
          <View className="vol-facts">
            <Fact label={t('fact.hours')} value={<Hours minutes={r.minutes} />} testId="service-record-hours" />
            <Fact label={t('field.serviceDay')} value={r.serviceDay} testId="service-record-day" />
            <Fact label={t('fact.team')} value={r.teamName} testId="service-record-team" />
            <Fact label={t('fact.volunteer')} value={r.userName} testId="service-record-user" />
            <Fact label={t('fact.signInTime')} value={r.signInTime ? momentText(r.signInTime) : ''} testId="service-record-in" />
            <Fact label={t('fact.signOutTime')} value={r.signOutTime ? momentText(r.signOutTime) : ''} testId="service-record-out" />
            <Fact label={t('field.reason')} value={r.reason} testId="service-record-reason" />
            <Fact
              label={t('fact.reviewTime')}
              value={r.kind === 'supplement' && r.reviewTime ? momentText(r.reviewTime) : ''}
              testId="service-record-reviewed"
            />
          </View>
        </View>
      )}
    </DetailPage>
  )
}
