/**
 * Flowers and a candle for a hall (login; once each per day, src/core/memorial/rules.ts): the two
 * buttons with today's state ("已献花" after) and the hall's counts, moved by the answer. A done
 * button still sends: the server's refusal is the reason the visitor reads.
 */
import { Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemorialHallDetail } from '@/core/memorial/contract'
import { OFFERING_KINDS, offeringButton, type OfferingKind } from '@/core/memorial/rules'
import { useAccountGate } from '@/features/account'
import { memorialCalls } from '@/features/memorial'
import { toast, toastFailure } from '@/kit/toast'
import { pressable } from '@/kit/theme'

interface Counts {
  total: Record<OfferingKind, number>
  today: Record<OfferingKind, number>
  offered: Record<OfferingKind, boolean>
}

const countsOf = (hall: MemorialHallDetail): Counts => ({
  total: { FLOWER: hall.flowerNum, CANDLE: hall.candleNum },
  today: { FLOWER: hall.todayFlowers, CANDLE: hall.todayCandles },
  offered: { ...hall.offeredToday },
})

export function OfferingButtons({ hall }: { hall: MemorialHallDetail }) {
  const { t } = useTranslation(['memorial', 'common'])
  const gate = useAccountGate()
  const [counts, setCounts] = useState(() => countsOf(hall))
  const [busy, setBusy] = useState<OfferingKind | null>(null)
  const sending = useRef(false)

  const offer = async (kind: OfferingKind) => {
    if (sending.current || !gate.requirePhone()) return
    sending.current = true
    setBusy(kind)
    const res = await memorialCalls.offer(hall.id, kind)
    sending.current = false
    setBusy(null)
    if (!res.ok) {
      toastFailure(res, t('common:requestFailed'))
      return
    }
    toast(res.message || t(kind === 'FLOWER' ? 'done.flower' : 'done.candle'))
    setCounts((c) => ({
      total: { ...c.total, [kind]: res.data.total },
      today: { ...c.today, [kind]: res.data.today },
      offered: { ...c.offered, [kind]: true },
    }))
  }

  return (
    <View className="memorial-offer">
      <View className="memorial-offer__buttons">
        {OFFERING_KINDS.map((kind) => {
          const button = offeringButton(kind, counts.offered[kind], busy === kind)
          return (
            <View
              key={kind}
              className={`memorial-offer__button${button.done ? ' is-done' : ''}`}
              data-testid={`memorial-offer-${kind}`}
              data-done={button.done ? 'true' : 'false'}
              aria-disabled={button.disabled}
              {...pressable(() => void offer(kind))}
            >
              <Text>{t(button.label)}</Text>
            </View>
          )
        })}
      </View>
      <Text className="memorial-offer__line" data-testid="memorial-today">
        {t('hall.today', { flowers: counts.today.FLOWER, candles: counts.today.CANDLE })}
      </Text>
      <Text className="memorial-offer__line" data-testid="memorial-totals">
        {t('hall.totals', { flowers: counts.total.FLOWER, candles: counts.total.CANDLE })}
      </Text>
      <Text className="memorial-offer__line">{t('offer.once')}</Text>
      {gate.element}
    </View>
  )
}
