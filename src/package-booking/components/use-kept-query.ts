/**
 * "Two appointment-query addresses for one site keep their query string in storage"
 * (src/core/booking/appointments.ts keptQuery): an address opened with a query stores it; opened
 * without one, the stored query applies. Answers the query the page works with.
 */
import { useMemo } from 'react'
import { keptQuery } from '@/core/booking/appointments'
import { buildQuery } from '@/core/routes'
import { usePageParams } from '@/kit'
import { appointmentQueryKey, storage } from '@/platform/storage'
import { currentLocation } from '@/services/navigate'

/** `specPath`: the page's spec path when the location is a mini-program page path */
export function useKeptQuery(specPath: string): Record<string, string> {
  const params = usePageParams()
  return useMemo(() => {
    const location = currentLocation().split('?')[0]
    const path = location.startsWith('/package-') ? specPath : location
    const key = appointmentQueryKey(path)
    const query = buildQuery(params).replace(/^\?/, '')
    const { store, restore } = keptQuery(path, query, storage.get<string>(key))
    if (store) storage.set(key, store)
    if (!restore) return params
    return Object.fromEntries(new URLSearchParams(restore).entries())
  }, [params, specPath])
}
