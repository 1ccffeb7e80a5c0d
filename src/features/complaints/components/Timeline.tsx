/** The complaint's progress as a timeline (oldest first): what was done, by whom, when, and what they wrote. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TimelineRecord } from '../../../core/complaints/contract'
import { siteDateTimeText } from '../../../core/booking/site-time'
import '../complaints.scss'

export function Timeline({ records }: { records: TimelineRecord[] }) {
  const { t } = useTranslation('complaints')
  return (
    <View className="cp-timeline" data-testid="complaint-timeline" role="list" aria-label={t('detail.timeline')}>
      {records.map((r, i) => (
        <View
          key={r.id}
          className={`cp-timeline__step${i === records.length - 1 ? ' is-last' : ''}`}
          role="listitem"
          data-testid={`timeline-${r.action}`}
          data-action={r.action}
        >
          <View className="cp-timeline__dot" />
          <View className="cp-timeline__body">
            <Text className="cp-timeline__what">{t(`record.${r.action}`)}</Text>
            <Text className="cp-timeline__who">
              {r.actor === 'visitor' ? `${t('actor.visitor')} · ${r.actorName}` : r.actorName || t('actor.operator')}
            </Text>
            <Text className="cp-timeline__when">{siteDateTimeText(r.createdAt)}</Text>
            {r.content && <Text className="cp-timeline__content">{r.content}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
