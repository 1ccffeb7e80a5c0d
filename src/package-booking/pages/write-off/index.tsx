/**
 * /write-off/{resourceType}/{resourceId} (staff, login): staff of the place type the visitor's
 * 12-digit e-code or scan its QR code (the mini-program's camera; typing on H5, where a browser has
 * no scanner of ours), see the booking it opens (place, session, people, visitors, status), and
 * write it off (11 → 12, once: the server refuses a second time). Below, the place's reviewed
 * bookings waiting for staff, to approve (→ 11) or reject (→ 79, places released). Anyone who is not
 * staff of the place is told so and sees nothing else.
 */
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ORDER_STATUS } from '@/core/booking/order-status'
import { sessionWithDayText } from '@/core/booking/site-time'
import { formatECode, normalizeECode } from '@/core/orders/e-code'
import { pendingApi, staffApi, type StaffBooking } from '@/features/orders'
import { PagedList, toast, toastFailure, useLoad, usePageParams, type ListControls } from '@/kit'
import { scan, stripCodeFormat } from '@/platform/scan'
import './write-off.scss'

export default function WriteOffPage() {
  const { t } = useTranslation(['orders', 'booking', 'common'])
  const { resourceType = '', resourceId = '' } = usePageParams()
  const key = { resourceType, resourceId }
  const staff = useLoad(staffApi.resources, { key: `${resourceType}/${resourceId}` })
  const place = staff.data?.find((r) => r.resourceType === resourceType && String(r.resourceId) === resourceId)
  const [input, setInput] = useState('')
  const [found, setFound] = useState<StaffBooking | null>(null)
  const [busy, setBusy] = useState(false)

  const find = async (text = input) => {
    const code = normalizeECode(text)
    if (!code) return toast(t('orders:error.badCode'))
    setBusy(true)
    const res = await staffApi.find(key, code)
    setBusy(false)
    if (!res.ok) {
      setFound(null)
      return toastFailure(res, t('common:requestFailed'))
    }
    setFound(res.data)
  }

  const scanCode = async () => {
    const res = await scan()
    if (!res.ok) return res.reason === 'cancelled' ? undefined : toast(t(res.messageKey))
    const text = stripCodeFormat(res.text)
    setInput(text)
    await find(text)
  }

  const writeOff = async () => {
    const code = normalizeECode(input)
    if (!code || !found) return
    setBusy(true)
    const res = await staffApi.writeOff(key, code)
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('orders:done.writtenOff'))
    setFound(res.data)
  }

  const next = () => {
    setFound(null)
    setInput('')
  }

  const review = async (orderCode: string, approve: boolean, list: ListControls) => {
    if (!approve) {
      const { confirm } = await Taro.showModal({
        title: t('orders:writeOff.reject'),
        content: t('orders:writeOff.rejectAsk'),
        confirmText: t('common:confirm'),
        cancelText: t('common:cancel'),
      })
      if (!confirm) return
    }
    const res = await staffApi.review(key, orderCode, approve)
    if (!res.ok) toastFailure(res, t('common:requestFailed'))
    else toast(res.message || t(approve ? 'orders:done.approved' : 'orders:done.rejected'))
    list.reload()
  }

  return (
    <PageShell title={t('orders:title.writeOff')}>
      <View className="write-off" data-testid="write-off" data-state={staff.data ? (place ? 'staff' : 'refused') : 'loading'}>
        {staff.data && !place && (
          <Text className="write-off__refused" data-testid="write-off-refused">
            {t('orders:error.notStaff')}
          </Text>
        )}
        {place && (
          <>
            <View className="write-off__card">
              <Text className="write-off__place" data-testid="write-off-place">
                {place.resourceName}
              </Text>
              <View className="write-off__input">
                <Input
                  data-testid="write-off-code"
                  type="digit"
                  value={input}
                  maxLength={16}
                  placeholder={t('orders:writeOff.placeholder')}
                  onChange={(v) => setInput(v)}
                  onConfirm={() => find()}
                />
              </View>
              <View className="write-off__buttons">
                <Button data-testid="write-off-scan" onClick={scanCode}>
                  {t('orders:writeOff.scan')}
                </Button>
                <Button data-testid="write-off-find" type="primary" disabled={busy} onClick={() => find()}>
                  {t('orders:writeOff.find')}
                </Button>
              </View>
            </View>
            {found && (
              <View className="write-off__card" data-testid="write-off-order" data-status={found.status}>
                <View className="write-off__row">
                  <Text className="write-off__name">{found.resourceName}</Text>
                  <Text className="write-off__status" data-testid="write-off-status">
                    {t(`booking:status.${found.status}`)}
                  </Text>
                </View>
                <Text className="write-off__line">
                  {t('orders:writeOff.session')}: {sessionWithDayText(found.startTime, found.endTime)}
                </Text>
                <Text className="write-off__line">
                  {t('orders:writeOff.people')}: {found.useNum}
                </Text>
                <Text className="write-off__line">
                  {t('orders:writeOff.visitors')}: {found.visitors.join('、')}
                </Text>
                <Text className="write-off__line">{formatECode(normalizeECode(input) ?? '')}</Text>
                {found.status === ORDER_STATUS.TO_BE_USED ? (
                  <Button data-testid="write-off-submit" type="primary" block disabled={busy} onClick={writeOff}>
                    {t('orders:writeOff.submit')}
                  </Button>
                ) : (
                  <Button data-testid="write-off-next" block onClick={next}>
                    {t('orders:writeOff.again')}
                  </Button>
                )}
              </View>
            )}
            <Text className="write-off__section">{t('orders:writeOff.pending')}</Text>
            <PagedList
              source={pendingApi}
              params={key}
              testId="write-off-pending"
              renderItem={(o, list) => (
                <View className="write-off__card" data-testid={`pending-${o.orderCode}`}>
                  <Text className="write-off__line">
                    {sessionWithDayText(o.startTime, o.endTime)} · {t('booking:list.people', { count: o.useNum })}
                  </Text>
                  <View className="write-off__buttons">
                    <Button size="small" data-testid={`pending-reject-${o.orderCode}`} onClick={() => review(o.orderCode, false, list)}>
                      {t('orders:writeOff.reject')}
                    </Button>
                    <Button
                      size="small"
                      type="primary"
                      data-testid={`pending-approve-${o.orderCode}`}
                      onClick={() => review(o.orderCode, true, list)}
                    >
                      {t('orders:writeOff.approve')}
                    </Button>
                  </View>
                </View>
              )}
            />
          </>
        )}
      </View>
    </PageShell>
  )
}
