/** Publishing, liking and collecting need a logged-in visitor: otherwise /login, then back here. */
import { readStoredUser, shouldPromptLogin } from '@/features/account/shell'
import { buildQuery } from '../../core/routes'
import * as routes from '../../core/route-paths'
import { currentLocation, navigate } from '../../services/navigate'

export function isLoggedIn(): boolean {
  return !shouldPromptLogin({ needLogin: true, chineseSite: __SITE__.defaultLanguage === 'zh', user: readStoredUser() })
}

/** true when the visitor may act; else sends them to log in (replacing this page when `replace`) */
export function loginFirst(replace = false): boolean {
  if (isLoggedIn()) return true
  navigate(`${routes.login()}${buildQuery({ redirect: currentLocation() })}`, replace ? 'replace' : 'push')
  return false
}
