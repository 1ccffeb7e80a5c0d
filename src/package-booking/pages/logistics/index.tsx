/**
 * /logistics/{orderCode} (login): a shipped order's carrier, waybill number (copyable), state and
 * tracking events, newest first, as the logistics provider answers them (Kuaidi100, or the dev
 * provider's track from Chengdu). An order without a shipment, or another user's, is not found.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { siteDateTimeText } from '@/core/booking/site-time'
import { orderApi } from '@/features/orders'
import { copyText, DetailPage, usePageParams } from '@/kit'
import './logistics.scss'

export default function LogisticsPage() {
  const { t } = useTranslation('orders')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={(code) => orderApi.shipment(String(code))} title={t('title.logistics')} testId="logistics">
      {(s) => (
        <View className="logistics">
          <View className="logistics__card">
            <Text className="logistics__state" data-testid="logistics-state" data-state={s.state}>
              {t(`logistics.state.${s.state}`)}
            </Text>
            <View className="logistics__line">
              <Text className="logistics__label">{t('logistics.company')}</Text>
              <Text data-testid="logistics-company">{s.companyName}</Text>
            </View>
            <View className="logistics__line">
              <Text className="logistics__label">{t('logistics.number')}</Text>
              <Text data-testid="logistics-number">{s.trackingNumber}</Text>
              <Button size="mini" onClick={() => copyText(s.trackingNumber)}>
                {t('logistics.copy')}
              </Button>
            </View>
          </View>
          <View className="logistics__card" data-testid="logistics-events">
            {s.events.length === 0 && <Text className="logistics__label">{t('logistics.empty')}</Text>}
            {s.events.map((e, i) => (
              <View
                className={`logistics__event${i === 0 ? ' is-latest' : ''}`}
                key={`${e.time}-${i}`}
                data-testid={`logistics-event-${i}`}
              >
                <Text className="logistics__context">{e.context}</Text>
                <Text className="logistics__time">{siteDateTimeText(e.time)}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
    </DetailPage>
  )
}
