import Taro from '@tarojs/taro'
import type { LoginOutcome } from './index'

export async function startLogin(): Promise<LoginOutcome> {
  try {
    const { code } = await Taro.login()
    return code ? { kind: 'code', code } : { kind: 'failed', reason: 'no code' }
  } catch (error: any) {
    return { kind: 'failed', reason: String(error?.errMsg || error) }
  }
}
