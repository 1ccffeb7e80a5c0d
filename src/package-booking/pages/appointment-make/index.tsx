/**
 * /appointment-make: make an appointment in two taps: choose a resource and one of its open days
 * (the query block with day links), then that day's booking (/appointment-order/{id}/{date}, or the
 * resource's own booking page).
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/kit'
import { QueryBlock } from '../../components/QueryBlock'
import './appointment-make.scss'

export default function AppointmentMakePage() {
  const { t } = useTranslation('appointment')
  const { resourceType } = usePageParams()
  return (
    <PageShell title={t('make.title')}>
      <Text className="appointment-make__hint">{t('make.hint')}</Text>
      <QueryBlock resourceType={resourceType} dayLinks />
    </PageShell>
  )
}
