// Types for the platform files env.h5.ts / env.weapp.ts (Taro picks one at build time).
import type { EnvAdapter } from './index'
export declare const getEnv: EnvAdapter['getEnv']
export declare const getLaunchQuery: EnvAdapter['getLaunchQuery']
export declare const getWindowSize: EnvAdapter['getWindowSize']
