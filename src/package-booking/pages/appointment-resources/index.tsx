/**
 * /appointment-resources: the site's bookable resources by type (the query block without search); a row opens its booking.
 * "Book by day" opens /appointment-make (the same resources with their open days) for the same type.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { buildQuery } from '@/core/routes'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { QueryBlock } from '../../components/QueryBlock'
import './appointment-resources.scss'

export default function AppointmentResourcesPage() {
  const { t } = useTranslation('appointment')
  const { resourceType } = usePageParams()
  const byDay = `${routes.appointmentMake()}${buildQuery({ resourceType })}`
  return (
    <PageShell title={t('resources.title')}>
      <Text className="appointment-resources__by-day" data-testid="appointment-resources-by-day" {...pressable(() => navigate(byDay))}>
        {t('resources.byDay')}
      </Text>
      <QueryBlock resourceType={resourceType} />
    </PageShell>
  )
}
