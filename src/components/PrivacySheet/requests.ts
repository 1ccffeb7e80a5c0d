/**
 * The questions WeChat asks through wx.onNeedPrivacyAuthorization, waiting for the sheet. Several
 * private calls may wait at once (a page asking for the location while a photo is picked): one
 * answer answers them all. `startPrivacyPrompt()` registers the listener at app start (src/app.tsx).
 */
import { create } from 'zustand'
import { watchPrivacyAuthorization, type PrivacyRequest } from '../../platform/privacy'

interface PrivacyRequestsState {
  pending: PrivacyRequest[]
  ask(request: PrivacyRequest): void
  /** the sheet is on screen: WeChat hears it once per question, however many pages draw it */
  shown(): void
  answer(choice: 'agree' | 'disagree'): void
}

const reported = new WeakSet<PrivacyRequest>()

export const usePrivacyRequests = create<PrivacyRequestsState>((set, get) => ({
  pending: [],
  ask: (request) => set((s) => ({ pending: [...s.pending, request] })),
  shown() {
    for (const request of get().pending)
      if (!reported.has(request)) {
        reported.add(request)
        request.shown()
      }
  },
  answer(choice) {
    const { pending } = get()
    set({ pending: [] })
    for (const request of pending) request.answer(choice)
  },
}))

export function startPrivacyPrompt(): void {
  watchPrivacyAuthorization((request) => usePrivacyRequests.getState().ask(request))
}
