/** /interpretation-success/{orderCode}/{type}: a narrator or interpretation service booked (type narrator | interpretation). */
import { useTranslation } from 'react-i18next'
import { usePageParams } from '@/kit'
import { BookedOrderPage } from '../../components/BookedOrder'

export default function InterpretationSuccessPage() {
  const { t } = useTranslation('appointment')
  const { type } = usePageParams()
  const kind = type === 'narrator' ? 'narrator' : 'interpretation'
  return <BookedOrderPage title={t('success.title')} heading={t('success.booked')} kind={t(`service.${kind}`)} />
}
