/**
 * /appointment-query (also /appointment-query-xz and /appointment-query-combine, whose variants the
 * spec does not show: the same page): the appointment query block (the site's bookable resources by
 * type with the places left over the next days, search by name; a row opens its booking) and the
 * site's route products. The address's query (resourceType, keyword) is kept in storage and applies
 * when the address is opened without one (useKeptQuery). A code 2 here in an app shell calls the
 * native login (services/request.ts).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { QueryBlock } from '../../components/QueryBlock'
import { RouteProducts } from '../../components/RouteProducts'
import { useKeptQuery } from '../../components/use-kept-query'

export default function AppointmentQueryPage() {
  const { t } = useTranslation('appointment')
  const query = useKeptQuery(routes.appointmentQuery())
  return (
    <PageShell title={t('query.title')}>
      <QueryBlock
        key={`${query.resourceType ?? ''}|${query.keyword ?? ''}`}
        search
        resourceType={query.resourceType}
        keyword={query.keyword}
      />
      <RouteProducts />
    </PageShell>
  )
}
