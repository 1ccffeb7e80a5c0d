/** Mini-program debug console: the platform's own switch. (H5: ./debug-console.h5.ts, chosen by Taro.) */
import Taro from '@tarojs/taro'

export async function setDebugConsole(on: boolean): Promise<void> {
  await Taro.setEnableDebug({ enableDebug: on })
}

export function isDebugConsoleOn(): boolean {
  return false
}
