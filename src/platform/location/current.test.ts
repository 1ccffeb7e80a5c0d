/** currentLocation(): the visitor's gcj02 position, else the 4 s toast and the site's centre. */
import Taro from '@tarojs/taro'
import { regionCentre } from '../../core/geo'
import { i18n } from '../../i18n/instance'
import { storage, STORAGE_KEYS } from '../storage'
import { currentLocation, LOCATION_FAILURE_TOAST_MS } from './index'
import { getLocation as weappGetLocation } from './location.weapp'

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
beforeEach(() => showToast.mockClear())

function mockGeolocation(impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition: impl }, configurable: true })
}

test('a known position is answered as is, without a toast', async () => {
  mockGeolocation((ok) => ok({ coords: { latitude: 30.6595, longitude: 104.0657, accuracy: 20 } } as GeolocationPosition))
  const here = await currentLocation()
  expect(here.fallback).toBe(false)
  expect(here.longitude).toBeGreaterThan(104.0657) // converted to gcj02
  expect(showToast).not.toHaveBeenCalled()
  // kept for the list and detail pages, which never ask
  expect(storage.get(STORAGE_KEYS.cloudLocation)).toEqual({ longitude: here.longitude, latitude: here.latitude })
})

test('a refused position toasts "Failed to get the current location" for 4 s and answers the site centre', async () => {
  mockGeolocation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError))
  const here = await currentLocation()
  expect(here).toEqual({ ...regionCentre(__SITE__.regionCode), fallback: true, reason: 'denied' })
  expect(LOCATION_FAILURE_TOAST_MS).toBe(4000)
  expect(showToast).toHaveBeenCalledWith({ title: i18n.t('common:locationFailed'), icon: 'none', duration: 4000 })
})

test('no geolocation at all is the same fallback', async () => {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true })
  expect(await currentLocation()).toMatchObject({ fallback: true, reason: 'unsupported' })
  expect(showToast).toHaveBeenCalledTimes(1)
})

describe('weapp: Taro.getLocation in gcj02', () => {
  test('asks for gcj02 and answers it', async () => {
    const spy = jest.spyOn(Taro, 'getLocation').mockResolvedValue({ latitude: 30.6, longitude: 104.1, accuracy: 5 } as never)
    expect(await weappGetLocation()).toEqual({ ok: true, latitude: 30.6, longitude: 104.1, accuracy: 5, type: 'gcj02' })
    expect(spy).toHaveBeenCalledWith({ type: 'gcj02' })
  })

  test('an auth refusal is "denied", anything else "unavailable"', async () => {
    jest.spyOn(Taro, 'getLocation').mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    expect(await weappGetLocation()).toMatchObject({ ok: false, reason: 'denied', messageKey: 'common:locationFailed' })
    jest.spyOn(Taro, 'getLocation').mockRejectedValueOnce({ errMsg: 'getLocation:fail system error' })
    expect(await weappGetLocation()).toMatchObject({ ok: false, reason: 'unavailable' })
  })

  test('the privacy agreement refused is "privacy"; the phone refusing WeChat "system"', async () => {
    jest.spyOn(Taro, 'getLocation').mockRejectedValueOnce({ errMsg: 'getLocation:fail privacy permission is not authorized' })
    expect(await weappGetLocation()).toMatchObject({ ok: false, reason: 'privacy', messageKey: 'common:locationFailed' })
    jest.spyOn(Taro, 'getLocation').mockRejectedValueOnce({ errMsg: 'getLocation:fail:system permission denied' })
    expect(await weappGetLocation()).toMatchObject({ ok: false, reason: 'system' })
  })
})
