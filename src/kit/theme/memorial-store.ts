/**
 * The memorial mode (menu CS-WORSHIP, `/index?isWorship=true`; src/core/memorial/rules.ts):
 * a quiet grey theme while it is on. It lasts for the session (memory only, never stored): the
 * hall pages and the login on the way stay grey, a relaunch is normal again; `isWorship=false`
 * or the memorial home's leave button turns it off. Components do not read it: ThemeRoot turns
 * it into the `wl-memorial` class and a grey theme colour.
 */
import { create } from 'zustand'
import { memorialModeFrom } from '../../core/memorial/rules'

/** the theme colour in memorial mode: a neutral grey with 6.4:1 contrast for white text on it */
export const MEMORIAL_THEME_COLOR = 'rgb(89,89,89)'

export interface MemorialState {
  memorial: boolean
  setMemorial(on: boolean): void
}

export const useMemorialStore = create<MemorialState>((set) => ({
  memorial: false,
  setMemorial: (memorial) => set({ memorial }),
}))

/** Applies `isWorship` of an address's query to the session's memorial mode. */
export function applyWorshipQuery(query: Record<string, string | undefined>): void {
  const { memorial, setMemorial } = useMemorialStore.getState()
  const next = memorialModeFrom(query, memorial)
  if (next !== memorial) setMemorial(next)
}
