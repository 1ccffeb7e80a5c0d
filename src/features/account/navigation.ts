/** Where account pages go after a login. */
import Taro from '@tarojs/taro'
import type { CloudUserInfo } from '../../../types/contract'
import { toast } from './toast'
import type { Result } from '../../kit/result'
import { navigate } from '../../services/navigate'
import { messageOf } from './api'
import { saveLogin } from './session'

/** In-app paths only: a `redirect` query must never send the user to another site. */
export function safeRedirect(value: string | undefined): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined
}

/** Saves the login (step 5) and returns to where the user came from, else the user centre. */
export function finishLogin(user: CloudUserInfo, redirect?: string) {
  saveLogin(user)
  const target = safeRedirect(redirect)
  if (target) navigate(target, 'replace')
  else if (Taro.getCurrentPages().length > 1) Taro.navigateBack()
  else navigate('/user', 'relaunch')
}

/**
 * The end of a phone sign-in page (/registered, /bind-phone): a refusal toasts the server's message
 * (else `failureText`), a login toasts `successText` and goes on like finishLogin.
 */
export function endPhoneSignIn(res: Result<CloudUserInfo>, texts: { success: string; failure: string }, redirect?: string): void {
  if (!res.ok || !res.data) {
    toast(messageOf(res, texts.failure))
    return
  }
  toast(texts.success)
  finishLogin(res.data, redirect)
}
