/**
 * Account start-up, called once by the app shell at launch:
 *
 *   import { startAccount } from '@/features/account/start'
 *   useLaunch(() => { startAccount() })
 *
 * Plugs the re-authorise and native-login hooks into the request layer, then runs the login
 * flow (flow/bootstrap.ts) with the real storage, API, cookies and navigation.
 */
import Taro from '@tarojs/taro'
import { setRequestHooks } from '../../services/request'
import { currentLocation, navigate, setNavigationGuard } from '../../services/navigate'
import { i18n } from '../../i18n'
import { getLaunchQuery } from '../../platform/env'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { launchApi } from './launch-api'
import { clientEnv } from './client-env'
import { withoutConsumedKeys } from './flow/address-cleanup'
import { documentCookies } from './flow/authorize'
import { bootstrapLogin, type BootstrapOutcome } from './flow/bootstrap'
import { earlyLoginPath } from './flow/early-login-gate'
import { loginFirstPath } from './gates'
import { startNativeLogin } from './native-login'
import { reauthorize, storedSiteId } from './reauthorize'
import { clearLogin, readStoredUser, readToken, readTokenTime, saveBareToken, saveLogin } from './session'
import { useUserStore } from './user-store'

let started: Promise<BootstrapOutcome> | undefined

/**
 * H5, before the router reads the address (src/app.tsx runs it as the app module loads): a beta
 * site's plain first visit, or a plain first visit of a login-only page without a login, starts on
 * /login instead of loading a page it cannot show (flow/early-login-gate.ts).
 */
export function applyEarlyLoginGate(): void {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const to = earlyLoginPath({
    betaStatus: !!__SITE__.betaStatus,
    env: clientEnv(),
    search: window.location.search,
    hasLogin: !!readStoredUser() || !!readToken(),
    path: window.location.pathname,
  })
  if (to) window.history.replaceState(window.history.state, '', to)
}

export function startAccount(): Promise<BootstrapOutcome> {
  if (started) return started
  setRequestHooks({ reauthorize, nativeLogin: () => void startNativeLogin() })
  // a tap into a login-only page while logged out opens login first (its calls would answer code 2)
  setNavigationGuard((url) => loginFirstPath(url, !!readStoredUser() || !!readToken()))
  const query = getLaunchQuery()
  // the provider callback returns the site id with the open id
  if (query.wechatOpenId && query.siteId) storage.set(STORAGE_KEYS.cloudSiteId, query.siteId)
  const location = currentLocation()
  started = bootstrapLogin({
    env: clientEnv(),
    now: Date.now(),
    query,
    currentUrl: typeof window !== 'undefined' && process.env.TARO_ENV === 'h5' ? window.location.href : location,
    currentPath: location.split('?')[0],
    siteId: storedSiteId(),
    betaStatus: __SITE__.betaStatus,
    partnerLogin: __SITE__.partnerLogin,
    onPartnerRefused: () => void offerLogin(),
    api: {
      getAuthorizeParam: launchApi.getAuthorizeParam,
      getUserData: launchApi.getUserData,
      refreshUserInfo: launchApi.refreshUserInfo,
      exchangeThirdParty: launchApi.thirdPartyLogin,
      partnerLogin: (credential) => launchApi.partnerLogin(credential, storedSiteId()),
    },
    session: { readUser: readStoredUser, readToken, readTokenTime, saveLogin: (u) => void saveLogin(u), saveBareToken, clearLogin },
    pending: {
      get: (k) => storage.get<string>(k),
      set: (k, v) => storage.set(k, v),
      remove: (k) => storage.remove(k),
    },
    cookies: documentCookies,
    redirect: (url) => {
      if (typeof window !== 'undefined') window.location.replace(url)
    },
    navigate: (path) => void navigate(path, 'replace'),
  })
    .then((outcome) => {
      if (outcome !== 'authorizing') cleanAddress()
      return outcome
    })
    .finally(() => useUserStore.getState().setReady())
  return started
}

/**
 * A refused partner credential: a modal, not a toast (the page's first calls end their loading
 * indicator, which on H5 would hide a toast at once), offering the ordinary login.
 */
async function offerLogin() {
  // on H5 the account strings are not in the first load (src/i18n/locale-files.h5.ts)
  await i18n.loadNamespaces(['account', 'common'])
  const { confirm } = await Taro.showModal({
    title: i18n.t('account:phoneGate.title'),
    content: i18n.t('account:partner.signInFailed'),
    confirmText: i18n.t('account:partner.logIn'),
    cancelText: i18n.t('common:cancel'),
  })
  if (confirm) void navigate('/login')
}

/** H5: the consumed sign-in values leave the address bar; the router's own state is kept. */
function cleanAddress() {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return
  const search = withoutConsumedKeys(window.location.search, __SITE__.partnerLogin)
  if (search === null) return
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`)
}
