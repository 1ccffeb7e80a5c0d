import Taro from '@tarojs/taro'
import { detectEnv, type PlatformEnv } from './detect'

const WEAPP_ENV: PlatformEnv = detectEnv({ taroEnv: 'weapp' })

export function getEnv(): PlatformEnv {
  return WEAPP_ENV
}

/** Launch query (scene / share parameters) overlaid by the current page's parameters. */
export function getLaunchQuery(): Record<string, string> {
  const launch = (Taro.getLaunchOptionsSync?.().query || {}) as Record<string, string>
  const page = (Taro.getCurrentInstance?.().router?.params || {}) as Record<string, string>
  return { ...launch, ...page }
}

export function getWindowSize(): { width: number; height: number } {
  const info = Taro.getSystemInfoSync()
  return { width: info.windowWidth, height: info.windowHeight }
}
