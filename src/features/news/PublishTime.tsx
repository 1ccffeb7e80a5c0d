/** A publish time read by the recent-dates rule (core/recent-date): relative under 5 days, else the date. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { recentDate } from '../../core/recent-date'

export function usePublishTimeText() {
  const { t } = useTranslation('news')
  return (time: string, now = new Date()) => {
    const r = recentDate(time, now)
    if (r.unit === 'justNow') return t('justNow')
    if (r.unit === 'date') return r.date
    return t(`${r.unit}Ago`, { count: r.count })
  }
}

export function PublishTime({ time, className }: { time: string; className?: string }) {
  const text = usePublishTimeText()
  return <Text className={className}>{text(time)}</Text>
}
