/**
 * App shells: the login gate and request code 2 on the appointment-query page call the native
 * login (platform adapter); a token it hands back is turned into a session here.
 */
import { startLogin } from '../../platform/login'
import { launchApi } from './launch-api'
import { saveBareToken, saveLogin } from './session'

export async function startNativeLogin(): Promise<boolean> {
  const outcome = await startLogin()
  if (outcome.kind !== 'token') return false
  saveBareToken(outcome.token)
  const res = await launchApi.refreshUserInfo()
  if (!res.ok || !res.data) return false
  saveLogin(res.data)
  return true
}
