/**
 * Elder (age-friendly) mode, beyond the spec: MIIT's age-friendly rules for public-service apps
 * ask for larger text, higher contrast and larger touch targets. One switch per device (the user
 * centre, or the `elder` query: 1 on, 0 off), remembered in the platform storage so it survives
 * logout and relaunch. Components do not read it: ThemeRoot turns it into the `wl-elder` class,
 * which rescales the --wl-* and NutUI variables (theme.scss).
 */
import { create } from 'zustand'
import { STORAGE_KEYS, storage } from '../../platform/storage'

export const ELDER_QUERY = 'elder'

export interface ElderState {
  elder: boolean
  setElder(on: boolean): void
}

export const useElderStore = create<ElderState>((set) => ({
  elder: storage.get<boolean>(STORAGE_KEYS.elderMode) === true,
  setElder: (on) => {
    // absent rather than false: a cleared device and a device that turned it off look the same
    storage.set(STORAGE_KEYS.elderMode, on ? true : undefined)
    set({ elder: on })
  },
}))

/** Applies `elder=1` / `elder=0` from an address or launch query; any other value is ignored. */
export function applyElderQuery(query: Record<string, string | undefined>): void {
  const value = query[ELDER_QUERY]
  if (value === '1' || value === '0') useElderStore.getState().setElder(value === '1')
}
