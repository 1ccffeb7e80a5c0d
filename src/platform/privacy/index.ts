/**
 * WeChat's privacy agreement (小程序隐私协议开发指南): before the first private API (location,
 * album, microphone, clipboard: src/core/privacy-apis.ts) WeChat holds the call and asks the app,
 * through the one listener registered with `wx.onNeedPrivacyAuthorization`, to show its agreement
 * sheet; the call goes on once the visitor agrees (`resolve({ buttonId, event: 'agree' })`, after a
 * tap on `<Button open-type="agreePrivacyAuthorization">`) or fails with "privacy permission is not
 * authorized" when they refuse (`resolve({ event: 'disagree' })`).
 * weapp: the listener (base library 2.32.3+; older ones have no such step), wx.openPrivacyContract
 * and wx.getPrivacySetting; H5: no such step, every function a no-op.
 */

/** the id of the sheet's agree button: WeChat checks that the button of this id was tapped */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

/** one question WeChat asks: the sheet answers it once */
export interface PrivacyRequest {
  /** the API or component that asked (e.g. "getLocation"), when WeChat says */
  referrer?: string
  /** the sheet is on screen (WeChat's exposureAuthorization report) */
  shown(): void
  answer(choice: 'agree' | 'disagree'): void
}

export interface PrivacyAdapter {
  /** registers the listener; `onRequest` shows the sheet. Once, at app start. */
  watchPrivacyAuthorization(onRequest: (request: PrivacyRequest) => void): void
  /** opens the privacy guide declared in the console; false where there is none */
  openPrivacyContract(): Promise<boolean>
  /** the guide's name as WeChat gives it (《…小程序隐私保护指引》), when known */
  privacyContractName(): Promise<string | undefined>
}

export { watchPrivacyAuthorization, openPrivacyContract, privacyContractName } from './privacy'
