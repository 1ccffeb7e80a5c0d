/**
 * Who may go where (product-spec section 6, rules-and-contract section 5 "Phone gate"):
 * login-needed routes and menu codes, the Chinese-site phone rule, and where the gate dialog's
 * confirm button leads per platform. Pure: the dialog itself is AccountGate.tsx.
 */
import type { CloudUserInfo } from '../../../types/contract'
import { isPhoneBound, loginGateTarget, type ClientEnv } from '../../core/login-flow'
import { MENU_CODE_ROUTES } from '../../core/menu-codes'
import { buildQuery, matchPattern } from '../../core/routes'
import { login } from '../../core/route-paths'

/** Routes flagged login-needed (product-spec 6): every menu route with the login flag, one list. */
export const LOGIN_ROUTES: string[] = Object.values(MENU_CODE_ROUTES)
  .filter((entry) => entry.login)
  .map((entry) => entry.route.split('?')[0])

/** Account pages reachable only with a session; not menu routes, so listed here. */
export const LOGIN_ONLY_ACCOUNT_ROUTES = [
  '/user-data',
  '/user-data/:field',
  '/user-address',
  '/user-address/edit/:id?',
  '/user-contacts',
  '/user-contacts/edit/:id?',
  '/real-name',
  '/user-wallet',
  '/user-withdrawal',
  '/user-collection',
  '/message-center',
  '/message-detail/:id',
  '/vip-integral',
  '/my-invite-list',
  '/invite-gift',
  '/fill-in-code',
]

/** Booking pages: the calendar's days carry needLogin, and booking asks for a bound phone (rules 5) */
export const LOGIN_ONLY_BOOKING_ROUTES = [
  '/appointment-order/:id/:date?',
  '/order-pay/:orderCode',
  '/order-detail/:id',
  '/logistics/:id',
  '/write-off/:resourceType/:resourceId',
  // activities: booking or signing up, its result, and the survey after it (answers are per person)
  '/activity-order/:id',
  '/activity-success/:orderCode',
  '/activity-survey',
  // appointments: the visitor's own orders and codes, booking a service, adding a visitor, a booking's result
  '/appointment-query-zytf',
  '/appointment-consumption',
  '/appointment-add',
  '/appointment-success',
  '/reservation-detail/:id',
  '/reservation-write/:resourceId/:resourceType/:orderId',
  '/narrator-order/:id',
  '/interpretation-order/:id',
  '/interpretation-success/:orderCode/:type',
]

/** Complaints (product-spec 6: complaints need a login with a bound phone; docs/contract-complaints.md) */
export const LOGIN_ONLY_COMPLAINT_ROUTES = [
  '/user-complain',
  '/complain-save',
  '/complain-place',
  '/complain-voice',
  '/complain-success',
  '/complain-detail/:id',
  '/sc-complain',
  '/jnq-complain',
]

/**
 * A visitor's own records of the community services (product-spec 6 flags "itinerary" and the personal
 * pages; every call of these pages is login-only on the server): ask before opening rather than after
 * the first call's code 2.
 */
export const LOGIN_ONLY_COMMUNITY_ROUTES = [
  '/itinerary-list',
  '/itinerary-edit/:id?',
  '/itinerary-detail/:id',
  '/user-vote',
  '/my-join',
  '/vote-join/:voteId/:proId?',
  '/user-question',
  '/my-question',
  '/user-course',
  '/answer-results/:type',
  '/answer-resolution/:recordId/:type',
  '/volunteers',
  '/volunteer-service',
  '/volunteer-records',
  '/volunteer-supplement',
  '/volunteer-manage/:teamId',
  '/crteate-activity',
  '/join-group',
  // the shop's cart (src/package-shop): a visitor's own, through a shop session of their login
  '/shop-cart',
  // the successors one follows and the projects one collected (heritageSuccessor/focusList: login)
  '/user-intangible',
]

/**
 * Login-flagged menu routes whose page draws a face of its own for a visitor who is not logged in
 * (the user centre and its older address: a login entry, elder mode, the language): a menu tap still
 * asks for login, but opening the page is no error.
 */
const PAGES_WITH_A_LOGGED_OUT_FACE = ['/user', '/default-personal']

const matchesAny = (patterns: string[], pathname: string) => {
  const clean = pathname.split('?')[0]
  return patterns.some((pattern) => matchPattern(pattern, clean) !== null)
}

/**
 * The page cannot be drawn for a visitor who is not logged in: its calls are login-only. Opening it
 * logged out goes to login first (the early gate at launch, the navigation guard on a tap), so no
 * login-only call is made and answered with code 2.
 */
export function pageNeedsLogin(pathname: string): boolean {
  if (matchesAny(PAGES_WITH_A_LOGGED_OUT_FACE, pathname)) return false
  return matchesAny(
    [
      ...LOGIN_ROUTES,
      ...LOGIN_ONLY_ACCOUNT_ROUTES,
      ...LOGIN_ONLY_BOOKING_ROUTES,
      ...LOGIN_ONLY_COMPLAINT_ROUTES,
      ...LOGIN_ONLY_COMMUNITY_ROUTES,
    ],
    pathname,
  )
}

/** A tap on it asks for login first (product-spec 6): the menu's login flag, or a page that needs one. */
export function routeNeedsLogin(pathname: string): boolean {
  return matchesAny(LOGIN_ROUTES, pathname) || pageNeedsLogin(pathname)
}

/** Where a visitor who is not logged in goes instead of a page that needs login, or null (the page opens). */
export function loginFirstPath(url: string, loggedIn: boolean): string | null {
  if (loggedIn || !pageNeedsLogin(url)) return null
  return `${login()}${buildQuery({ redirect: url })}`
}

/**
 * Whether opening a login-needed target shows the login prompt (product-spec 6).
 * Chinese-language sites: only when the user has no phone (a bound phone means logged in).
 * Other sites (not stated): only when no user is stored at all, since foreign visitors may have
 * no mainland phone to bind.
 */
export function shouldPromptLogin(opts: { needLogin: boolean; chineseSite: boolean; user: CloudUserInfo | null }): boolean {
  if (!opts.needLogin) return false
  if (opts.chineseSite) return !isPhoneBound(opts.user)
  return !opts.user
}

/** Phone gate (rules-and-contract 5): missing user info or no phone → "Kindly reminder". */
export function needsPhoneGate(user: CloudUserInfo | null): boolean {
  return !isPhoneBound(user)
}

export type GateAction = { kind: 'navigate'; url: '/login' | '/bind-phone/-1' } | { kind: 'native-login' }

/** Step 9: normal browser and mini-program → /login, messaging browser → /bind-phone/-1, app shell → native login. */
export function gateConfirmAction(env: ClientEnv): GateAction {
  const target = loginGateTarget(env)
  return target === 'native' ? { kind: 'native-login' } : { kind: 'navigate', url: target }
}
