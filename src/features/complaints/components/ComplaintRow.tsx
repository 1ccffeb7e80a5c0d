/** A row of /user-complain: respondent, type, status (overdue), the reason, the last step of the timeline. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ComplaintItem } from '../../../core/complaints/contract'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { siteDateTimeText } from '../../../core/booking/site-time'
import { StatusTag } from './StatusTag'
import '../complaints.scss'

export function ComplaintRow({ item }: { item: ComplaintItem }) {
  const { t } = useTranslation('complaints')
  return (
    <View
      className="cp-row"
      data-testid={`complaint-${item.id}`}
      data-status={item.status}
      {...pressable(() => navigate(routes.complainDetail(item.id)))}
    >
      <View className="cp-row__head">
        <Text className="cp-row__title">{item.respondent}</Text>
        <StatusTag status={item.status} overdue={item.overdue} />
      </View>
      <Text className="cp-row__meta">
        {t(`type.${item.complaintType}`, { defaultValue: item.complaintType })} · {item.placeName}
      </Text>
      <Text className="cp-row__reason">{item.reason}</Text>
      {item.lastRecord && (
        <Text className="cp-row__last">
          {t(`record.${item.lastRecord.action}`)} · {siteDateTimeText(item.lastRecord.createdAt)}
        </Text>
      )}
    </View>
  )
}
