import { getEnv } from '../env'
import { readyJssdk } from '../wechat/jssdk'
import { locationFailure, type LocationResult } from './types'
import { wgs84ToGcj02 } from '../../core/geo'

const TIMEOUT_MS = 10000

/** WeChat browser with a configured JS-SDK: WeChat answers gcj02 itself. */
async function fromJssdk(): Promise<LocationResult | undefined> {
  const wx = await readyJssdk()
  if (!wx) return undefined
  return new Promise((resolve) => {
    wx.getLocation({
      type: 'gcj02',
      success: (res: any) =>
        resolve({
          ok: true,
          latitude: Number(res.latitude),
          longitude: Number(res.longitude),
          accuracy: Number(res.accuracy) || undefined,
          type: 'gcj02',
        }),
      fail: () => resolve(undefined),
      cancel: () => resolve(locationFailure('denied')),
    })
  })
}

/** Browser geolocation answers WGS-84; the maps service and the server expect gcj02. */
function fromBrowser(): Promise<LocationResult> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(locationFailure('unsupported'))
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const [longitude, latitude] = wgs84ToGcj02(pos.coords.longitude, pos.coords.latitude)
        resolve({ ok: true, latitude, longitude, accuracy: pos.coords.accuracy, type: 'gcj02' })
      },
      (err) => resolve(locationFailure(err.code === 1 ? 'denied' : err.code === 3 ? 'timeout' : 'unavailable')),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60000 },
    )
  })
}

export async function getLocation(): Promise<LocationResult> {
  if (getEnv().isWechatBrowser) {
    const viaSdk = await fromJssdk()
    if (viaSdk) return viaSdk
  }
  return fromBrowser()
}
