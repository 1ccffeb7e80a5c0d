import Taro from '@tarojs/taro'
import { regionCentre, type LngLat } from '../../core/geo'
import { i18n } from '../../i18n/instance'
import { storage, STORAGE_KEYS } from '../storage'
import { getLocation } from './location'
import { LOCATION_FAILED_KEY, LOCATION_FAILURE_TOAST_MS, type LocationFailure } from './types'

/** A point to centre on: the visitor's (gcj02), or the site's centre when `fallback`. */
export interface CurrentLocation extends LngLat {
  fallback: boolean
  /** why the visitor's position is not known (only with `fallback`) */
  reason?: LocationFailure
}

/**
 * The visitor's position, else the site's centre after the 4 s toast "Failed to get the current
 * location". Never rejects: a page can always centre its map and sort its list. A position found is
 * kept under STORAGE_KEYS.cloudLocation (spec storage key), where list and detail pages read the
 * last known one without asking (src/features/places/use-visitor-position.ts).
 */
export async function currentLocation(): Promise<CurrentLocation> {
  let res: Awaited<ReturnType<typeof getLocation>>
  try {
    res = await getLocation()
  } catch {
    res = { ok: false, reason: 'unavailable', messageKey: LOCATION_FAILED_KEY }
  }
  if (res.ok) {
    storage.set(STORAGE_KEYS.cloudLocation, { longitude: res.longitude, latitude: res.latitude })
    return { longitude: res.longitude, latitude: res.latitude, fallback: false }
  }
  Taro.showToast({ title: i18n.t(res.messageKey), icon: 'none', duration: LOCATION_FAILURE_TOAST_MS })
  return { ...regionCentre(__SITE__.regionCode), fallback: true, reason: res.reason }
}
