/**
 * /user-code (menu CONSUMPTION_CODE, login): the visitor's e-codes — each booking to be used (11)
 * and each voucher or ticket to consume (10) — as a QR code and as 12 digits; a tap on the QR code
 * shows it large for the gate's scanner. Loaded each time the page shows (a code written off at
 * the gate leaves the list). Staff of a place also find its write-off page here.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { ECodeCard, orderApi, staffApi } from '@/features/orders'
import { Row, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import './user-code.scss'

export default function UserCodePage() {
  const { t } = useTranslation('orders')
  const codes = useLoad(orderApi.eCodes, { onShow: true })
  // staff of a place reach its write-off page from here
  const staff = useLoad(staffApi.resources)
  return (
    <PageShell title={t('title.codes')}>
      <View className="user-code-page" data-testid="user-code" data-state={codes.data ? 'ready' : 'loading'}>
        {codes.data && codes.data.length > 0 && (
          <Text className="user-code-page__hint" data-testid="user-code-hint">
            {t('code.hint')}
          </Text>
        )}
        {codes.data?.length === 0 && (
          <Text className="user-code-page__hint" data-testid="user-code-empty">
            {t('code.empty')}
          </Text>
        )}
        {codes.data?.map((item) => (
          <ECodeCard key={`${item.kind}-${item.orderCode}`} item={item} />
        ))}
        {staff.data?.map((r) => (
          <Row
            key={`${r.resourceType}-${r.resourceId}`}
            testId={`user-code-staff-${r.resourceId}`}
            title={`${t('title.writeOff')} · ${r.resourceName ?? ''}`}
            clickable
            onClick={() => navigate(routes.writeOff(r.resourceType, r.resourceId))}
          />
        ))}
      </View>
    </PageShell>
  )
}
