/** Acting (like, collect, follow) needs a logged-in visitor: else to /login and back here after. */
import { readStoredUser, shouldPromptLogin } from '@/features/account/shell'
import { buildQuery } from '../../core/routes'
import { currentLocation, navigate } from '../../services/navigate'

export function loginFirst(): boolean {
  if (!shouldPromptLogin({ needLogin: true, chineseSite: __SITE__.defaultLanguage === 'zh', user: readStoredUser() })) return true
  navigate(`/login${buildQuery({ redirect: currentLocation() })}`)
  return false
}
