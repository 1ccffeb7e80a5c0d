/** The mini-program's privacy step: wx.onNeedPrivacyAuthorization and the console's privacy guide. */
import Taro from '@tarojs/taro'
import { PRIVACY_AGREE_BUTTON_ID, type PrivacyAdapter } from './index'

export const watchPrivacyAuthorization: PrivacyAdapter['watchPrivacyAuthorization'] = (onRequest) => {
  // base library below 2.32.3: no listener, and WeChat shows its own sheet where it has one
  if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
  Taro.onNeedPrivacyAuthorization((resolve, eventInfo) => {
    let answered = false
    onRequest({
      referrer: eventInfo?.referrer,
      shown: () => resolve({ event: 'exposureAuthorization' }),
      answer(choice) {
        if (answered) return
        answered = true
        resolve(choice === 'agree' ? { buttonId: PRIVACY_AGREE_BUTTON_ID, event: 'agree' } : { event: 'disagree' })
      },
    })
  })
}

export const openPrivacyContract: PrivacyAdapter['openPrivacyContract'] = () =>
  new Promise((done) => {
    if (typeof Taro.openPrivacyContract !== 'function') return done(false)
    Taro.openPrivacyContract({ success: () => done(true), fail: () => done(false) })
  })

export const privacyContractName: PrivacyAdapter['privacyContractName'] = () =>
  new Promise((done) => {
    if (typeof Taro.getPrivacySetting !== 'function') return done(undefined)
    Taro.getPrivacySetting({ success: (res) => done(res.privacyContractName || undefined), fail: () => done(undefined) })
  })
