// Types for the platform files location.h5.ts / location.weapp.ts (Taro picks one at build time).
import type { LocationAdapter } from './types'
export declare const getLocation: LocationAdapter['getLocation']
