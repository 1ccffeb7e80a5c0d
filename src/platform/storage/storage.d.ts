// Types for the platform files storage.h5.ts / storage.weapp.ts (Taro picks one at build time).
import type { KeyValueStore } from './index'
export declare const storage: KeyValueStore
export declare const session: KeyValueStore
