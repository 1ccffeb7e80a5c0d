/**
 * The site's visit count, one small line at the foot of the home (accessTotal): asked for only
 * when the visitor scrolls near it; nothing drawn while loading or when the call fails.
 * data-testid: visit-count.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccessTotal } from '../../core/stats/record'
import { useNearViewport } from '../../platform/near-viewport'
import { statsApi } from './api'
import './stats.scss'

export function VisitCount() {
  const { t, ready } = useTranslation('stats')
  const [ref, near] = useNearViewport()
  const [total, setTotal] = useState<AccessTotal | undefined>()
  useEffect(() => {
    if (!near) return
    let current = true
    statsApi.total().then((res) => current && res.ok && setTotal(res.data))
    return () => {
      current = false
    }
  }, [near])
  return (
    <View ref={ref} className="visit-count">
      {total && ready && (
        <Text className="visit-count__text" data-testid="visit-count">
          {t('visits', { total: total.total, today: total.today })}
        </Text>
      )}
    </View>
  )
}
