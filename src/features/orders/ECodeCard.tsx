/**
 * One e-code (/user-code): the place or item, when and for how many, the QR code and the digits in
 * groups of four; a tap on the QR code shows it large over the page (for the gate's scanner), a
 * tap anywhere on that view closes it.
 */
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sessionWithDayText } from '../../core/booking/site-time'
import { formatECode } from '../../core/orders/e-code'
import { pressable } from '../../kit/theme'
import type { ECode } from './api'
import { qrDataUrl } from './qr'
import './orders.scss'
import { Picture } from '../../kit/picture'

export function ECodeCard({ item }: { item: ECode }) {
  const { t } = useTranslation('orders')
  const [large, setLarge] = useState(false)
  const src = useMemo(() => qrDataUrl(item.code), [item.code])
  const when =
    item.startTime && item.endTime
      ? sessionWithDayText(item.startTime, item.endTime)
      : item.useDate
        ? t('code.useDate', { date: item.useDate })
        : ''
  const label = t('code.qrOf', { name: item.name })
  return (
    <View className="wl-ecode" data-testid={`ecode-${item.orderCode}`} data-code={item.code}>
      <View className="wl-ecode__head">
        <Text className="wl-ecode__name">{item.name}</Text>
        <Text className="wl-ecode__line">
          {when} · {t('code.people', { count: item.useNum })}
        </Text>
      </View>
      <View className="wl-ecode__qr" data-testid={`ecode-qr-${item.orderCode}`} {...pressable(() => setLarge(true))}>
        <Picture className="wl-ecode__img" src={src} mode="aspectFit" aria-label={label} />
        <Text className="wl-ecode__hint">{t('code.enlarge')}</Text>
      </View>
      <Text className="wl-ecode__digits" data-testid={`ecode-digits-${item.orderCode}`}>
        {formatECode(item.code)}
      </Text>
      {large && (
        <View className="wl-ecode__large" data-testid="ecode-large" role="dialog" aria-modal="true" aria-label={label}>
          <View className="wl-ecode__large-body" {...pressable(() => setLarge(false), t('code.close'))}>
            <Picture className="wl-ecode__large-img" src={src} mode="aspectFit" aria-label={label} />
            <Text className="wl-ecode__large-digits">{formatECode(item.code)}</Text>
            <Text className="wl-ecode__large-close">{t('code.close')}</Text>
          </View>
        </View>
      )}
    </View>
  )
}
