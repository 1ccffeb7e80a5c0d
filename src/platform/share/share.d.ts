// Types for the platform files share.h5.ts / share.weapp.ts (Taro picks one at build time).
import type { ShareAdapter } from './index'
export declare const setShareContent: ShareAdapter['setShareContent']
export declare const share: ShareAdapter['share']
export declare const currentShareContent: ShareAdapter['currentShareContent']
