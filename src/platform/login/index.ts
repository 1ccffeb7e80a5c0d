/**
 * Starting a login on each platform (login flow step 9 and the login channels):
 * - mini-program: Taro.login → a code the account service swaps for a session;
 * - WeChat browser: redirect to the OAuth page built from the authorize parameters;
 * - app shell: native login through the JS bridge `window.WenlvNative.login()`, else the
 *   `appToken` the shell put in the address;
 * - plain H5: navigate to /login.
 *
 * Native bridge contract (for the iOS/Android shells): `window.WenlvNative.login()` returns a
 * Promise of `{ token, unid? }`, or nothing when the shell reloads the page with `?appToken=...`.
 */
import type { AuthorizeData } from '../../core/authorize-url'

export type LoginOutcome =
  | { kind: 'code'; code: string }
  | { kind: 'token'; token: string; unid?: string }
  /** the page is being left (OAuth redirect, native reload) or /login was opened */
  | { kind: 'redirected'; to: string }
  | { kind: 'failed'; reason: string }

export interface LoginOptions {
  /** WeChat browser: the authorize parameters (getAuthorizeParam); without them there is no OAuth */
  authorize?: AuthorizeData
}

export interface LoginAdapter {
  startLogin(options?: LoginOptions): Promise<LoginOutcome>
}

export interface NativeBridge {
  login(): Promise<{ token: string; unid?: string }> | void
}

export const APP_TOKEN_QUERY = 'appToken'
export const LOGIN_ROUTE = '/login'

export { startLogin } from './login'
