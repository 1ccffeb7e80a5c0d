/**
 * /appointment-query-zytf: the visitor's appointment orders at the ZYTF ticketing system
 * (getZYTFOrderList: status empty for all, pageNum from 1, pageSize 5, variant b) under the tabs
 * all and 0-7. Each order: code, status, the resource's picture and name, the reserved time range,
 * the quantity, the total paid (or free when payMoney is empty), and the cancel button (cancelStatus
 * and before cancelTime) and pay button (status 4) of product-spec 4, both leading to the order's
 * detail. The address's query (status) is kept in storage (useKeptQuery).
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { firstImage, zytfDetailRoute, zytfRangeText } from '@/core/booking/appointments'
import { ZYTF_TABS, zytfIsFree, zytfShowsCancel, zytfShowsPay } from '@/core/booking/cancel-rules'
import { APPOINTMENT_ORDER_PAGE_SIZE } from '@/core/constants'
import * as routes from '@/core/route-paths'
import { zytfOrderApi, type ZytfOrder } from '@/features/booking'
import { FilterTabs, PagedList, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import { useKeptQuery } from '../../components/use-kept-query'
import './zytf.scss'

export default function AppointmentQueryZytfPage() {
  const { t } = useTranslation('appointment')
  const query = useKeptQuery(routes.appointmentQueryZytf())
  const [tab, setTab] = useState<string>(query.status && ZYTF_TABS.map(String).includes(query.status) ? query.status : 'all')
  const tabs = ZYTF_TABS.map((s) => ({ code: String(s), name: t(s === 'all' ? 'zytf.all' : `zytf.status.${s}`) }))
  const open = (o: ZytfOrder) => navigate(zytfDetailRoute(o.orderCode))

  const row = (o: ZytfOrder) => (
    <View className="zytf-row" data-testid={`zytf-${o.orderCode}`} data-status={o.orderStatus}>
      <View className="zytf-row__head">
        <Text className="zytf-row__code">{t('zytf.code', { code: o.orderCode })}</Text>
        <Text className="zytf-row__status">{t(`zytf.status.${o.orderStatus}`)}</Text>
      </View>
      <View className="zytf-row__main">
        <Picture className="zytf-row__image" src={firstImage(o.resource.images)} />
        <View className="zytf-row__body">
          <Text className="zytf-row__name">{o.resource.resourceName}</Text>
          <Text className="zytf-row__line">{zytfRangeText(o.orderStartTime, o.orderEndTime)}</Text>
          <Text className="zytf-row__line">{t('zytf.num', { count: o.orderNum })}</Text>
          <Text className="zytf-row__money" data-testid={`zytf-money-${o.orderCode}`}>
            {zytfIsFree(o) ? t('zytf.free') : t('zytf.paid', { money: o.payMoney })}
          </Text>
        </View>
      </View>
      {(zytfShowsCancel(o, Date.now()) || zytfShowsPay(o)) && (
        <View className="zytf-row__actions">
          {zytfShowsCancel(o, Date.now()) && (
            <Button size="small" data-testid={`zytf-cancel-${o.orderCode}`} onClick={() => open(o)}>
              {t('zytf.cancel')}
            </Button>
          )}
          {zytfShowsPay(o) && (
            <Button size="small" type="primary" data-testid={`zytf-pay-${o.orderCode}`} onClick={() => open(o)}>
              {t('zytf.pay')}
            </Button>
          )}
        </View>
      )}
    </View>
  )

  return (
    <PageShell title={t('zytf.title')}>
      <View className="zytf-page" data-testid="zytf-orders">
        <FilterTabs tabs={tabs} current={tab} onChange={setTab} testIdPrefix="zytf-tab" />
        {/* zytfOrderApi pages as variant: 'b' (pageNum): the config's 50 px trigger */}
        <PagedList<ZytfOrder, { status?: number }>
          source={zytfOrderApi}
          params={tab === 'all' ? {} : { status: Number(tab) }}
          pageSize={APPOINTMENT_ORDER_PAGE_SIZE}
          itemKey={(o) => o.orderCode}
          renderItem={row}
        />
      </View>
    </PageShell>
  )
}
