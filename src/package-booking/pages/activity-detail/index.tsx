/**
 * /activity-detail/{id}: an activity's pictures, name, state and mode, its times, sign-up window,
 * place (address → /open-map), organiser, price and places left, the introduction, comments, links
 * to write feedback and answer the survey once it has begun, and THE button at the foot
 * (ActivityAction: book / sign up / not open yet / closed / full / ended / view only / external).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { openMapTarget } from '@/core/places/rules'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { activityApi, ActivityAction, priceOf, timeRangeText, type ActivityDetail } from '@/features/activities'
import { CommentBlock } from '@/features/comments'
import { Gallery, Intro } from '@/features/places'
import { DetailPage, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '@/features/activities/activity-hub.scss'

function Fact({ label, value, onPress, testId }: { label: string; value: string; onPress?: () => void; testId: string }) {
  if (!value) return null
  return (
    <View className={`activity-detail__fact${onPress ? ' is-link' : ''}`} data-testid={testId} {...(onPress ? pressable(onPress) : {})}>
      <Text className="activity-detail__label">{label}</Text>
      <Text className="activity-detail__value">{value}</Text>
    </View>
  )
}

function Body({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation('activity')
  const map = openMapTarget({ ...a, name: a.placeName || a.name })
  const price = priceOf(a)
  const begun = a.state !== 'notStarted'
  return (
    <View className="activity-detail" data-testid="activity-detail-body" data-state={a.state}>
      <Gallery images={a.images} name={a.name} />
      <View className="activity-detail__head">
        <Text className="activity-detail__name" data-testid="activity-name">
          {a.name}
        </Text>
        <View className="activity-detail__tags">
          <Text className="activity-card__state activity-card__state--inline" data-testid="activity-state">
            {t(`state.${a.state}`)}
          </Text>
          <Text className="activity-card__mode">{t(`mode.${a.method}`)}</Text>
          {price && <Text className="activity-card__price">{t(price.key, price.values)}</Text>}
        </View>
      </View>
      <View className="activity-detail__facts">
        <Fact label={t('fact.time')} value={timeRangeText(a.startTime, a.endTime)} testId="activity-time" />
        {a.stock !== null && (
          <Fact label={t('fact.signWindow')} value={timeRangeText(a.signStartTime, a.signEndTime)} testId="activity-sign-window" />
        )}
        <Fact
          label={t('fact.address')}
          value={a.placeName ? `${a.placeName} · ${a.address}` : a.address}
          onPress={map ? () => navigate(routes.openMap(map.lng, map.lat, map.name, map.address)) : undefined}
          testId="activity-address"
        />
        <Fact label={t('fact.organizer')} value={a.organizer} testId="activity-organizer" />
        <Fact
          label={t('fact.phone')}
          value={a.phone}
          onPress={a.phone ? () => void Taro.makePhoneCall({ phoneNumber: a.phone }).catch(() => undefined) : undefined}
          testId="activity-phone"
        />
        {a.stock !== null && (
          <Fact label={t('fact.places')} value={t('placesOf', { left: a.stock, all: a.maxNum })} testId="activity-places" />
        )}
        {a.faithUseStatus && (
          <Fact label={t('fact.credit')} value={t('creditAtLeast', { score: a.minCreditScore })} testId="activity-credit" />
        )}
      </View>
      <Intro text={a.intro} />
      {begun && (
        <View className="activity-detail__links">
          <Text
            className="activity-section-title__link"
            data-testid="activity-write-link"
            {...pressable(() => navigate(routes.activityWrite(a.id, a.resourceType)))}
          >
            {t('detail.write')}
          </Text>
          <Text
            className="activity-section-title__link"
            data-testid="activity-survey-link"
            {...pressable(() => navigate(`${routes.activitySurvey()}${buildQuery({ activityId: a.id })}`))}
          >
            {t('detail.survey')}
          </Text>
        </View>
      )}
      <CommentBlock type={a.resourceType} id={a.id} title={a.name} />
      <ActivityAction item={a} />
    </View>
  )
}

export default function ActivityDetailPage() {
  const { t } = useTranslation('activity')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={activityApi.detail} title={t('detail.title')} titleOf={(a) => a.name} testId="activity-detail">
      {(a) => <Body a={a} />}
    </DetailPage>
  )
}
