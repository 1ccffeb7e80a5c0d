/**
 * Business constants of rules-and-contract section 9 used by the app shell and the server.
 * One place per number, so a test can assert the spec value.
 */
export const REQUEST_RETRY_TIMES = 4
export const REQUEST_RETRY_DELAY_MS = 2000
export const LOADING_TIMEOUT_MS = 200000
export const LONG_PRESS_MS = 10000
export const CLICK_GUARD_MS = 1000
export const REFRESH_COUNTDOWN_S = 5
export const CHUNK_LOAD_TIMEOUT_MS = 120000
/** code 2 in the messaging browser: re-authorise at most this often before giving up */
export const REAUTHORIZE_MAX = 2

export const PAGE_SIZE = 10
export const ORDER_PAGE_SIZE = 10
export const APPOINTMENT_ORDER_PAGE_SIZE = 5
export const SCROLL_LOAD_TRIGGER_PX = 240
/** the scroll-load trigger of the ranking and pageNum paged variants (rules-and-contract 9) */
export const SCROLL_LOAD_TRIGGER_SHORT_PX = 50
export const SCROLL_RESTORE_DELAY_MS = 500
export const TAB_BAR_SHOW_AFTER_SCROLL = 300

export const TOAST_MS = 2000
export const COMING_SOON_TOAST_MS = 2000
/** bottom buttons (tab bar, back-to-home) of the root shell appear this long after load */
export const BOTTOM_BUTTONS_DELAY_MS = 1000

export const DEFAULT_THEME_COLOR = 'rgb(230,170,58)'
export const PAGE_DESIGN_WIDTH = 750

/** Order type codes. */
export const ORDER_TYPE = { material: 1, fictitious: 2, scenic: 3, direct: 4, hotel: 5, line: 6 } as const

// Token freshness and the authorize cookie live in ./login-flow.ts; storage keys in @/platform/storage/keys.

/** Routes that never restore the saved scroll height on back navigation (product-spec section 2). */
export const NO_SCROLL_RESTORE_ROUTES = ['/index', '/activity', '/time', '/user'] as const

/** Pop-ups do not lock body scroll on pages whose address contains one of these (product-spec 2.4). */
export const POPUP_SCROLL_LOCK_EXCEPTIONS = ['appointment-order', 'volunteers', 'narrator-order', 'crteate-activity'] as const
