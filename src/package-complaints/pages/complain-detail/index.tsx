/**
 * /complain-detail/{id} (login): the complaint's status as a timeline (who, when, what was done),
 * what was filed, and after processing the visitor's rating (satisfiedFeedback). Each time the page
 * shows again it asks lastRecordInfo quietly (no loading indicator) and reloads when the timeline moved.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ComplaintDetail } from '@/core/complaints/contract'
import { regionName } from '@/core/complaints/variants'
import { siteDateTimeText } from '@/core/booking/site-time'
import { AudioPlay, complaintApi, complaintCalls, Feedback, StatusTag, Timeline } from '@/features/complaints'
import { DetailPage, usePageParams, Picture, PictureVideo } from '@/kit'

function Line({ k, v }: { k: string; v: string }) {
  return (
    <View className="cp-detail__line">
      <Text className="cp-detail__key">{k}</Text>
      <Text>{v}</Text>
    </View>
  )
}

function Body({ c, reload }: { c: ComplaintDetail; reload: () => void }) {
  const { t, i18n } = useTranslation('complaints')
  const seen = useRef(c.records.length)
  seen.current = c.records.length
  useDidShow(() => {
    void complaintCalls.lastRecordInfo(c.id).then((res) => {
      if (res.ok && res.data.recordCount !== seen.current) reload()
    })
  })
  return (
    <View className="cp-page cp-detail" data-status={c.status}>
      <View className="cp-card">
        <View className="cp-detail__line">
          <Text className="cp-card__title">{c.respondent}</Text>
          <StatusTag status={c.status} overdue={c.overdue} />
        </View>
        {c.acceptDeadline && <Text className="cp-detail__note">{t('detail.deadline', { time: siteDateTimeText(c.acceptDeadline) })}</Text>}
        {c.overdue && <Text className="cp-detail__note">{t('detail.overdueNote')}</Text>}
      </View>
      <View className="cp-card">
        <Text className="cp-card__title">{t('detail.timeline')}</Text>
        <Timeline records={c.records} />
      </View>
      <Feedback complaint={c} onRated={reload} />
      <View className="cp-card" data-testid="complaint-filed">
        <Line k={t('field.type')} v={t(`type.${c.complaintType}`, { defaultValue: c.complaintType })} />
        {c.channel === 'sc' && <Line k={t('field.region')} v={regionName(c.regionCode, i18n.language)} />}
        <Line k={t('field.place')} v={c.placeName} />
        <Line k={t('field.address')} v={c.address} />
        <Line k={t('field.time')} v={c.occurredAt} />
        <Line k={t('field.name')} v={c.name} />
        <Line k={t('field.phone')} v={c.phone} />
        <Line k={t('field.reason')} v={c.reason} />
        <Text className="cp-detail__text">{c.content}</Text>
      </View>
      {(c.images.length > 0 || c.videos.length > 0 || c.audio) && (
        <View className="cp-card" data-testid="complaint-evidence">
          <Text className="cp-card__title">{t('detail.evidence')}</Text>
          <View className="cp-media">
            {c.images.map((url) => (
              <Picture key={url} className="cp-media__thumb" src={url} />
            ))}
          </View>
          {c.videos.map((url) => (
            <PictureVideo key={url} className="cp-detail__video" src={url} controls />
          ))}
          {c.audio && <AudioPlay url={c.audio.url} seconds={c.audio.seconds} testId="complaint-detail-audio" />}
        </View>
      )}
    </View>
  )
}

export default function ComplainDetailPage() {
  const { t } = useTranslation('complaints')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={complaintApi.detail} title={t('title.detail')} testId="complaint-detail">
      {(c, reload) => <Body c={c} reload={reload} />}
    </DetailPage>
  )
}
