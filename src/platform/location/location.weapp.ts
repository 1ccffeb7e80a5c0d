import Taro from '@tarojs/taro'
import { refusalOf } from '../permission'
import { locationFailure, type LocationResult } from './types'

export async function getLocation(): Promise<LocationResult> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { ok: true, latitude: res.latitude, longitude: res.longitude, accuracy: res.accuracy, type: 'gcj02' }
  } catch (error: unknown) {
    // "getLocation:fail auth deny" (permission), "...privacy permission is not authorized" (agreement refused)
    return locationFailure(refusalOf(error) ?? 'unavailable')
  }
}
