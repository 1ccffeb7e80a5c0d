/**
 * The visitor's position in gcj02 coordinates (rules-and-contract 9: "Coordinates type gcj02").
 * - `getLocation()` (platform file): the raw answer, or why it failed with the toast text key.
 * - `currentLocation()` (./current.ts): what pages use: the position, or, when it cannot be had,
 *   the toast "Failed to get the current location" for 4 s (error catalogue) and the site's centre
 *   (`regionCentre(__SITE__.regionCode)`, src/core/geo.ts), marked `fallback: true` with the reason;
 *   a refusal (`refusalOfFailure`) is explained in place by the page (src/kit/permission-notice).
 * weapp: Taro.getLocation type gcj02; H5: the WeChat JS-SDK when configured (gcj02 itself), else
 * navigator.geolocation (WGS-84) converted with wgs84ToGcj02 (src/core/geo.ts).
 */
export {
  LOCATION_FAILED_KEY,
  LOCATION_FAILURE_TOAST_MS,
  locationFailure,
  refusalOfFailure,
  type LocationAdapter,
  type LocationFailure,
  type LocationResult,
} from './types'
export { getLocation } from './location'
export { currentLocation, type CurrentLocation } from './current'
