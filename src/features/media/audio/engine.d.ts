// Types for the platform files engine.h5.ts / engine.weapp.ts (Taro picks one at build time).
import type { StoreApi, UseBoundStore } from 'zustand'
import type { AudioEngine, AudioState } from './store'
export declare function createEngine(store: UseBoundStore<StoreApi<AudioState>>): AudioEngine
