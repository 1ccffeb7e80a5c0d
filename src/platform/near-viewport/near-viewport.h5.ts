import { useEffect, useRef, useState, type RefObject } from 'react'

/** how far below (or above) the screen a block already counts as near: half a screen */
const MARGIN = '50% 0px'

export function useNearViewport<T = unknown>(): [RefObject<T>, boolean] {
  const ref = useRef<T>(null)
  // no IntersectionObserver (old browsers, jsdom): everything is near, as before this hook
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current as unknown as Element | null
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}
