// Types for the platform files pay.h5.ts / pay.weapp.ts (Taro picks one at build time).
import type { PayAdapter } from './index'
export declare const payChannel: PayAdapter['payChannel']
export declare const requestPay: PayAdapter['requestPay']
