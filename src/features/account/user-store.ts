/**
 * The logged-in user for React: mirrors session.ts and follows its "user info ready" announcement,
 * so every page re-renders after login, refresh, phone binding or logout.
 */
import { create } from 'zustand'
import { isPhoneBound } from '../../core/login-flow'
import { onUserInfoReady, readStoredUser, type UserInfo } from './session'

export interface UserState {
  user: UserInfo | null
  /** true once the start-up login flow has finished (whatever its outcome) */
  ready: boolean
  setReady(): void
}

export const useUserStore = create<UserState>((set) => ({
  user: readStoredUser(),
  ready: false,
  setReady: () => set({ ready: true }),
}))

onUserInfoReady((user) => useUserStore.setState({ user }))

export const selectIsLoggedIn = (s: UserState) => !!s.user
export const selectHasPhone = (s: UserState) => isPhoneBound(s.user)
