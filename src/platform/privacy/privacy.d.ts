// Types for the platform files privacy.h5.ts / privacy.weapp.ts (Taro picks one at build time).
import type { PrivacyAdapter } from './index'
export declare const watchPrivacyAuthorization: PrivacyAdapter['watchPrivacyAuthorization']
export declare const openPrivacyContract: PrivacyAdapter['openPrivacyContract']
export declare const privacyContractName: PrivacyAdapter['privacyContractName']
