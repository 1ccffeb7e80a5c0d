/**
 * A plain first visit of a login-only page without a login (H5): the address becomes /login before
 * the router reads it, so the page asked for never mounts and sends none of its login-only calls
 * (complaints/list, volunteer/mine, consumUserContacts/list, heritageSuccessor/focusList); after the
 * login the visitor is sent back to it (`redirect`).
 */
import { matchRoute } from '../../core/routes'
import { storage, STORAGE_KEYS } from '../../platform/storage'
import { applyEarlyLoginGate } from './start'

const openAt = (path: string) => window.history.replaceState(null, '', path)

beforeEach(() => {
  storage.remove(STORAGE_KEYS.cloudUserInfo)
  storage.remove(STORAGE_KEYS.cloudNewToken)
})

test.each(['/user-complain', '/volunteers', '/user-contacts', '/user-intangible'])('%s without a login starts on /login', (path) => {
  openAt(path)
  applyEarlyLoginGate()
  expect(window.location.pathname).toBe('/login')
  expect(new URLSearchParams(window.location.search).get('redirect')).toBe(path)
  expect(matchRoute(window.location.pathname).page).toBe('login')
})

test('a public page, or a login-only page with a stored login, opens as asked', () => {
  openAt('/scenic-detail/12')
  applyEarlyLoginGate()
  expect(window.location.pathname).toBe('/scenic-detail/12')
  storage.set(STORAGE_KEYS.cloudNewToken, 'a-token')
  openAt('/user-complain')
  applyEarlyLoginGate()
  expect(window.location.pathname).toBe('/user-complain')
})
