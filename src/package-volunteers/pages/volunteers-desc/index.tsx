/** /volunteers-desc/{id}: a volunteer's public card: masked name, skills, hours, teams and honours. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { volunteerApi } from '@/features/volunteers'
import { DetailPage, usePageParams } from '@/kit'
import { Fact, Hours, momentText } from '../../components/parts'
import '../../components/volunteers.scss'

export default function VolunteersDescPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={volunteerApi.detail} title={t('title.volunteer')} titleOf={(v) => v.name} testId="volunteers-desc">
      {(v) => (
        <View className="vol" data-testid="volunteers-desc-body">
          <Text className="vol-card__name">{v.name}</Text>
          <View className="vol-facts">
            <Fact label={t('fact.hours')} value={<Hours minutes={v.serviceMinutes} />} testId="volunteers-desc-hours" />
            <Fact label={t('field.skills')} value={v.skills.map((s) => t(`skill.${s}`)).join('、')} testId="volunteers-desc-skills" />
            <Fact label={t('fact.teams')} value={v.teamNames.join('、')} testId="volunteers-desc-teams" />
            <Fact label={t('fact.joined')} value={momentText(v.joinTime).slice(0, 10)} testId="volunteers-desc-joined" />
          </View>
          {v.intro && <Text>{v.intro}</Text>}
          <Text className="vol-title">{t('entry.honours')}</Text>
          {v.honours.length === 0 && <Text className="vol-card__line">{t('noHonour')}</Text>}
          {v.honours.map((h) => (
            <Text key={h.id} className="vol-card__line" data-testid={`volunteers-desc-honour-${h.id}`}>
              {h.awardedOn} {h.title}（{h.issuer}）
            </Text>
          ))}
        </View>
      )}
    </DetailPage>
  )
}
