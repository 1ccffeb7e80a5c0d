/**
 * Platform adapters: one interface per capability, one file per target (name.h5.ts /
 * name.weapp.ts, picked by Taro from process.env.TARO_ENV). Import a capability from its folder:
 *   import { storage, STORAGE_KEYS } from '@/platform/storage'
 */
export * from './env'
export * from './storage'
