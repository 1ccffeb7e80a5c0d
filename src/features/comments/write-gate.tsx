/**
 * Before writing (rules-and-contract 6: "Login with a bound phone is needed for commenting
 * (outside the messaging browser)"): a bound phone, through the accounts area's phone gate
 * (its "Kindly reminder" dialog leads to /login, or to native login in the app shell); in the
 * WeChat browser the visitor's WeChat login is enough, and without one the same gate leads to
 * the phone binding the WeChat login starts with.
 */
import { useCallback } from 'react'
import { useAccountGate, useUserStore } from '@/features/account'
import { getEnv, toClientEnv } from '../../platform/env'

export function useWriteGate() {
  const gate = useAccountGate()
  const user = useUserStore((s) => s.user)
  const mayWrite = useCallback(() => {
    if (toClientEnv(getEnv()) === 'wechatBrowser' && user) return true
    return gate.requirePhone()
  }, [gate, user])
  return { mayWrite, element: gate.element }
}
