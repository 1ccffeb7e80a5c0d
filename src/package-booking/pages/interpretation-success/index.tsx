/** /interpretation-success/{orderCode}/{type}: a narrator or interpretation service booked (type narrator | interpretation). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookedOrder } from '../../components/BookedOrder'

export default function InterpretationSuccessPage() {
  const { t } = useTranslation('appointment')
  const { orderCode = '', type } = usePageParams()
  const kind = type === 'narrator' ? 'narrator' : 'interpretation'
  return (
    <PageShell title={t('success.title')}>
      <BookedOrder
        orderCode={orderCode}
        heading={t('success.booked')}
        kind={t(`service.${kind}`)}
        onView={() => navigate(routes.userReservation(), 'replace')}
      />
    </PageShell>
  )
}
