/**
 * Pop-ups lock body scroll while open, except on pages whose address contains
 * appointment-order, volunteers, narrator-order or crteate-activity (their forms scroll under pop-ups).
 * H5 only: a mini-program pop-up uses catchMove instead.
 */
import { useEffect } from 'react'
import { popupLocksScroll } from '../../core/navigation'

export function usePopupScrollLock(open: boolean, address = typeof window === 'undefined' ? '' : window.location.href) {
  useEffect(() => {
    if (process.env.TARO_ENV === 'weapp' || !open || !popupLocksScroll(address)) return
    const body = document.body
    const previous = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = previous
    }
  }, [open, address])
}
