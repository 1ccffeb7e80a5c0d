import { useRef, type RefObject } from 'react'

// the mini-program draws natively and its pages are short lists: every block counts as near
export function useNearViewport<T = unknown>(): [RefObject<T>, boolean] {
  return [useRef<T>(null), true]
}
