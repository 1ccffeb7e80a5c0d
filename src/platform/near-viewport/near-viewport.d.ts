// Types for the platform files near-viewport.h5.ts / near-viewport.weapp.ts (Taro picks one at build time).
import type { RefObject } from 'react'
/** a ref for the block's element, and whether it is (or has been) within `margin` of the screen */
export declare function useNearViewport<T = unknown>(): [RefObject<T>, boolean]
