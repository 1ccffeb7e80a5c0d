// Types for the platform files beacon.h5.ts / beacon.weapp.ts (Taro picks one at build time).
import type { BeaconBody } from './index'
export declare function sendBeacon(url: string, body: BeaconBody): Promise<boolean>
