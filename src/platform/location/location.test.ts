/** H5 location: browser geolocation converted to gcj02; failures answer the toast key. */
import { getLocation, LOCATION_FAILED_KEY } from './index'
import { wgs84ToGcj02 } from '../../core/geo'

function mockGeolocation(impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition: impl }, configurable: true })
}

test('a browser position is answered in gcj02', async () => {
  mockGeolocation((ok) => ok({ coords: { latitude: 30.6595, longitude: 104.0657, accuracy: 20 } } as GeolocationPosition))
  const [lng, lat] = wgs84ToGcj02(104.0657, 30.6595)
  expect(await getLocation()).toEqual({ ok: true, latitude: lat, longitude: lng, accuracy: 20, type: 'gcj02' })
})

test.each([
  [1, 'denied'],
  [2, 'unavailable'],
  [3, 'timeout'],
])('geolocation error %i is a %s failure with the toast key', async (code, reason) => {
  mockGeolocation((_ok, fail) => fail({ code } as GeolocationPositionError))
  expect(await getLocation()).toEqual({ ok: false, reason, messageKey: LOCATION_FAILED_KEY })
})

test('no geolocation API is unsupported', async () => {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true })
  expect(await getLocation()).toEqual({ ok: false, reason: 'unsupported', messageKey: 'common:locationFailed' })
})
