/**
 * What one home section shows: its rows while loading (undefined), after a failure ('failed', with
 * retry) or once answered. A section whose call fails stays on the page with a retry, so one slow
 * capability never hides the others. `key` loads again when it changes (the interface language);
 * nothing is asked while `enabled` is false (a section far below the screen, useNearViewport).
 * An answer is drawn as a transition: React draws it in slices between which the page stays
 * responsive, instead of one long task per section while the home starts.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Result } from '../../kit/result'

export type SectionState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; data: T }

export function useSection<T>(load: () => Promise<Result<T>>, key?: string, enabled = true): { state: SectionState<T>; retry(): void } {
  const [state, setState] = useState<SectionState<T>>({ status: 'loading' })
  const latest = useRef(load)
  latest.current = load
  const seq = useRef(0)
  const run = useCallback(() => {
    const mine = ++seq.current
    setState({ status: 'loading' })
    const settle = (next: SectionState<T>) => mine === seq.current && startTransition(() => setState(next))
    latest.current().then(
      (res) => settle(res.ok ? { status: 'done', data: res.data } : { status: 'failed' }),
      () => settle({ status: 'failed' }),
    )
  }, [])
  useEffect(() => {
    if (!enabled) return
    run()
    return () => {
      // a counter, not a DOM node: an answer arriving after unmount or a newer load is dropped
      // eslint-disable-next-line react-hooks/exhaustive-deps
      seq.current++
    }
  }, [run, key, enabled])
  return { state, retry: run }
}
