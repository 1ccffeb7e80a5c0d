/**
 * A list page of a place type in one element, so each list page is a line:
 *   export default () => <PlaceListPage type="HOTEL" />
 * The title is set in code (PageShell): H5 ignores page-config titles on routes with parameters.
 * `paramsOf` turns the route's parameters into list filters (/rura/{region}: the region code).
 * A route's optional {siteId} (/scenic-list/{siteId}, a menu's resourceValue) is always sent: the
 * server lists the child site's region (server/src/plugins/places/place-query.ts).
 */
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { usePageParams } from '../../kit/page-params'
import type { PlaceListParams, PlaceTypeKey } from './api'
import { PlaceListView } from './PlaceListView'

export interface PlaceListPageProps {
  type: PlaceTypeKey
  /** title key in places (default `type.<TYPE>.list`) */
  titleKey?: string
  paramsOf?: (route: Record<string, string>) => PlaceListParams
  ranked?: boolean
}

/** The list filters of a route: its {siteId} when given, then what `paramsOf` reads. */
export function listParamsOf(
  route: Record<string, string>,
  paramsOf?: (route: Record<string, string>) => PlaceListParams,
): PlaceListParams | undefined {
  const own = paramsOf?.(route)
  if (!route.siteId) return own
  return { siteId: route.siteId, ...own }
}

export function PlaceListPage({ type, titleKey, paramsOf, ranked }: PlaceListPageProps) {
  const { t } = useTranslation('places')
  const route = usePageParams()
  return (
    <PageShell title={t(titleKey ?? `type.${type}.list`)}>
      <PlaceListView type={type} params={listParamsOf(route, paramsOf)} ranked={ranked} />
    </PageShell>
  )
}
