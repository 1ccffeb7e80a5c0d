/** Invitation helpers shared by /invitation, /accept-invitation and the invite pages. */
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { navigate } from '../../services/navigate'
import { finishLogin } from './navigation'
import { toast, toastFailure } from '../../kit/toast'
import { useLoad } from '../../kit/use-load'
import { userCentreApi } from './user-centre-api'

/** Accepts an invitation as the logged-in user, or as the WeChat visitor (then the answer is a login). */
export async function acceptInvitation(inviteCode: string, t: (key: string) => string, redirect?: string) {
  const openId = storage.get<string>(STORAGE_KEYS.wechatOpenIdNew)
  const res = await userCentreApi.acceptInvitation(inviteCode, openId)
  if (!res.ok) {
    toastFailure(res, t('common.requestFailed'))
    return false
  }
  toast(res.message || t('invite.fillSuccess'))
  if (res.data) finishLogin(res.data, redirect || '/index')
  else navigate(redirect || '/user', 'replace')
  return true
}

/** The user's own invitation code ('' until loaded). */
export function useMyInviteCode(): string {
  return useLoad(userCentreApi.myInviteCode).data?.inviteCode || ''
}
