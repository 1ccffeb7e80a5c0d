// Types for the platform files scan.h5.ts / scan.weapp.ts (Taro picks one at build time).
import type { ScanAdapter } from './index'
export declare const scan: ScanAdapter['scan']
