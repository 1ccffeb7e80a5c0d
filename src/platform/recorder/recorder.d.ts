// Types for the platform files recorder.h5.ts / recorder.weapp.ts (Taro picks one at build time).
import type { RecorderAdapter } from './index'
export declare const recorder: RecorderAdapter
