/**
 * /reservation-detail/{orderCode}: one booking (act/api/activityOrder/detail): code, place, session,
 * people, money and status, with the buttons of product-spec 4: cancel inside the window (the spec's
 * question, the server's words, the detail again after 1 s), comment on a completed order not yet
 * commented (/reservation-write), and guide reservation on a venue order (a narrator for that place:
 * /narrator-order). With ?zytf=1 a ZYTF ticketing order (the ZYTF list's cancel and pay lead here):
 * cancel while cancelStatus and before cancelTime, pay on status 4 on the ticketing system's page.
 * Another user's order answers not found. A booking to be used shows its admission code (the
 * e-code of /user-code, user/api/order/eCodeList: QR code and digits, tap to enlarge for the gate).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '@/components/MenuOpener'
import { firstImage, isServiceType, zytfRangeText } from '@/core/booking/appointments'
import {
  guideButton,
  mayCancel,
  RELOAD_AFTER_CANCEL_MS,
  showsComment,
  zytfIsFree,
  zytfShowsCancel,
  zytfShowsPay,
} from '@/core/booking/cancel-rules'
import { ORDER_STATUS } from '@/core/booking/order-status'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { appointmentApi, bookingApi, type BookingDetail, type ZytfOrder } from '@/features/booking'
import { ECodeCard, orderApi } from '@/features/orders'
import { PaymentLines } from '@/features/pay'
import { DetailPage, PageAction, PageActions, toast, toastFailure, usePageParams, useLoad, type Result, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import './reservation-detail.scss'

function Line({ children, testId }: { children: string; testId?: string }) {
  return (
    <Text className="reservation-detail__line" data-testid={testId}>
      {children}
    </Text>
  )
}

/** the booking's admission code, as /user-code shows it (issued by the server on first sight) */
function AdmissionCode({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation(['booking', 'orders'])
  const codes = useLoad(orderApi.eCodes, { key: orderCode })
  const item = codes.data?.find((c) => c.kind === 'booking' && c.orderCode === orderCode)
  if (!item) return null
  return (
    <View className="reservation-detail__code" data-testid="reservation-detail-code">
      <Text className="reservation-detail__code-title">{t('booking:detail.codeTitle')}</Text>
      <ECodeCard item={item} />
      <Text className="reservation-detail__line">{t('orders:code.hint')}</Text>
    </View>
  )
}

export default function ReservationDetailPage() {
  const { t } = useTranslation(['appointment', 'booking', 'common'])
  const { id, zytf } = usePageParams()
  const { open, dialog } = useMenuOpener()

  /** the spec's question, the call, its words, the detail again after 1 s */
  const cancel = async (call: () => Promise<Result<unknown>>, reload: () => void) => {
    const { confirm } = await Taro.showModal({
      title: t('booking:cancel.title'),
      content: t('booking:cancel.ask'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    })
    if (!confirm) return
    const res = await call()
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('booking:error.cancelled'))
    setTimeout(reload, RELOAD_AFTER_CANCEL_MS)
  }

  if (zytf) {
    return (
      <DetailPage<ZytfOrder>
        id={id}
        load={(code) => appointmentApi.zytfOrder(String(code))}
        title={t('appointment:detail.title')}
        testId="reservation-detail"
      >
        {(o, reload) => (
          <View className="reservation-detail" data-status={o.orderStatus}>
            <View className="reservation-detail__card">
              <Picture className="reservation-detail__image" src={firstImage(o.resource.images)} />
              <Text className="reservation-detail__name">{o.resource.resourceName}</Text>
              <Line testId="reservation-detail-status">
                {t('appointment:detail.status', { status: t(`appointment:zytf.status.${o.orderStatus}`) })}
              </Line>
              <Line>{t('appointment:detail.code', { code: o.orderCode })}</Line>
              <Line>{t('appointment:detail.session', { time: zytfRangeText(o.orderStartTime, o.orderEndTime) })}</Line>
              <Line>{t('appointment:zytf.num', { count: o.orderNum })}</Line>
              <Line>{zytfIsFree(o) ? t('appointment:zytf.free') : t('appointment:zytf.paid', { money: o.payMoney })}</Line>
            </View>
            <PageActions row>
              {zytfShowsCancel(o, Date.now()) && (
                <PageAction
                  plain
                  testId="reservation-detail-cancel"
                  onClick={() => cancel(() => appointmentApi.cancelZytf(o.orderCode), reload)}
                >
                  {t('appointment:zytf.cancel')}
                </PageAction>
              )}
              {zytfShowsPay(o) && o.infoUrl && (
                <PageAction
                  testId="reservation-detail-pay"
                  onClick={() => open({ id: 0, name: o.resource.resourceName, menuCode: '', jumpType: 2, externalLink: o.infoUrl })}
                >
                  {t('appointment:zytf.pay')}
                </PageAction>
              )}
            </PageActions>
            {dialog}
          </View>
        )}
      </DetailPage>
    )
  }

  return (
    <DetailPage<BookingDetail>
      id={id}
      load={(code) => appointmentApi.order(String(code))}
      title={t('appointment:detail.title')}
      testId="reservation-detail"
    >
      {(o, reload) => {
        const now = Date.now()
        const cancellable = mayCancel(
          { status: o.status, startTime: Date.parse(o.startTime) },
          { cancelStatus: o.cancelStatus, cancelTime: o.cancelTime },
          now,
        )
        const guide = guideButton({ orderType: o.orderType, isGuideOrder: false }, null, now)
        return (
          <View className="reservation-detail" data-status={o.status}>
            <View className="reservation-detail__card">
              <Text className="reservation-detail__name">{o.resourceName}</Text>
              <Line testId="reservation-detail-status">{t('appointment:detail.status', { status: t(`booking:status.${o.status}`) })}</Line>
              <Line>{t('appointment:detail.code', { code: o.orderCode })}</Line>
              <Line>{t('appointment:detail.session', { time: sessionWithDayText(o.startTime, o.endTime) })}</Line>
              <Line>{t('booking:list.people', { count: o.useNum })}</Line>
              {(o.visitors ?? []).map((v, i) => (
                <Line key={i} testId={`reservation-detail-visitor-${i}`}>
                  {t('appointment:detail.visitor', { name: v.name, cert: v.certNumber })}
                </Line>
              ))}
              {o.payMoney || o.payIntegral ? (
                <PaymentLines order={o} className="reservation-detail__line" />
              ) : (
                <Line testId="reservation-detail-free">{t('appointment:zytf.free')}</Line>
              )}
            </View>
            {o.status === ORDER_STATUS.TO_BE_USED && <AdmissionCode orderCode={o.orderCode} />}
            <PageActions row>
              {cancellable && (
                <PageAction plain testId="reservation-detail-cancel" onClick={() => cancel(() => bookingApi.cancel(o.orderCode), reload)}>
                  {t('booking:cancel.button')}
                </PageAction>
              )}
              {showsComment(o) && !isServiceType(o.orderType) && (
                <PageAction
                  testId="reservation-detail-comment"
                  onClick={() => navigate(routes.reservationWrite(o.resourceId, o.resourceType, o.orderCode))}
                >
                  {t('appointment:detail.comment')}
                </PageAction>
              )}
              {guide !== 'hidden' && (
                <PageAction
                  plain
                  testId="reservation-detail-guide"
                  onClick={() =>
                    guide === 'active' ? navigate(routes.narratorOrder(o.resourceId)) : toast(t('appointment:detail.guideLater'))
                  }
                >
                  {t('appointment:detail.guide')}
                </PageAction>
              )}
            </PageActions>
          </View>
        )
      }}
    </DetailPage>
  )
}
