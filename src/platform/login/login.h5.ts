import { buildAuthorizeUrl } from '../../core/authorize-url'
import { navigate } from '../../services/navigate'
import { getEnv, getLaunchQuery } from '../env'
import { APP_TOKEN_QUERY, LOGIN_ROUTE, type LoginOptions, type LoginOutcome, type NativeBridge } from './index'

function nativeBridge(): NativeBridge | undefined {
  const bridge = typeof window === 'undefined' ? undefined : (window as any).WenlvNative
  return bridge && typeof bridge.login === 'function' ? bridge : undefined
}

async function appShellLogin(): Promise<LoginOutcome> {
  const bridge = nativeBridge()
  if (bridge) {
    const answer = await bridge.login()
    if (answer && answer.token) return { kind: 'token', token: answer.token, unid: answer.unid }
    // the shell logs in natively and reloads the page with ?appToken=
    return { kind: 'redirected', to: 'native' }
  }
  const token = getLaunchQuery()[APP_TOKEN_QUERY]
  return token ? { kind: 'token', token } : { kind: 'failed', reason: 'no native bridge and no appToken' }
}

export async function startLogin(options: LoginOptions = {}): Promise<LoginOutcome> {
  const env = getEnv()
  try {
    if (env.isAppShell) return await appShellLogin()
    if (env.isWechatBrowser) {
      if (!options.authorize) return { kind: 'failed', reason: 'no authorize parameters' }
      const url = buildAuthorizeUrl(options.authorize, window.location.href)
      window.location.replace(url)
      return { kind: 'redirected', to: url }
    }
    await navigate(LOGIN_ROUTE)
    return { kind: 'redirected', to: LOGIN_ROUTE }
  } catch (error: any) {
    return { kind: 'failed', reason: String(error?.message || error) }
  }
}
