/** H5 has no privacy-agreement step of WeChat's: nothing to register, no guide to open. */
import type { PrivacyAdapter } from './index'

export const watchPrivacyAuthorization: PrivacyAdapter['watchPrivacyAuthorization'] = () => undefined
export const openPrivacyContract: PrivacyAdapter['openPrivacyContract'] = async () => false
export const privacyContractName: PrivacyAdapter['privacyContractName'] = async () => undefined
