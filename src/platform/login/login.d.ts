// Types for the platform files login.h5.ts / login.weapp.ts (Taro picks one at build time).
import type { LoginAdapter } from './index'
export declare const startLogin: LoginAdapter['startLogin']
