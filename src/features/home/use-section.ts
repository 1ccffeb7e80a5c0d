/**
 * What one home section shows: its rows while loading (undefined), after a failure ('failed', with
 * retry) or once answered. A section whose call fails stays on the page with a retry, so one slow
 * capability never hides the others. `key` loads again when it changes (the interface language).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Result } from '../../kit/result'

export type SectionState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; data: T }

export function useSection<T>(load: () => Promise<Result<T>>, key?: string): { state: SectionState<T>; retry(): void } {
  const [state, setState] = useState<SectionState<T>>({ status: 'loading' })
  const latest = useRef(load)
  latest.current = load
  const seq = useRef(0)
  const run = useCallback(() => {
    const mine = ++seq.current
    setState({ status: 'loading' })
    latest.current().then(
      (res) => mine === seq.current && setState(res.ok ? { status: 'done', data: res.data } : { status: 'failed' }),
      () => mine === seq.current && setState({ status: 'failed' }),
    )
  }, [])
  useEffect(() => {
    run()
    return () => {
      // a counter, not a DOM node: an answer arriving after unmount or a newer load is dropped
      // eslint-disable-next-line react-hooks/exhaustive-deps
      seq.current++
    }
  }, [run, key])
  return { state, retry: run }
}
