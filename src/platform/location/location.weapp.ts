import Taro from '@tarojs/taro'
import { locationFailure, type LocationResult } from './types'

export async function getLocation(): Promise<LocationResult> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { ok: true, latitude: res.latitude, longitude: res.longitude, accuracy: res.accuracy, type: 'gcj02' }
  } catch (error: any) {
    // errMsg "getLocation:fail auth deny" when the user refused the permission
    return locationFailure(/auth|deny|permission/i.test(String(error?.errMsg || '')) ? 'denied' : 'unavailable')
  }
}
