/**
 * The answer of one call a page shows (the wallet, the VIP state, the rules): loaded on mount, or
 * each time the page shows (`onShow`: back from a page that changed it), and again on reload().
 * `data` is the last successful answer (undefined until one); a failure keeps what was shown and
 * is `failed` until the next success. `key` reloads when it changes (a route parameter).
 * `<LoadState load={…} />` draws the loading and failed states while there is no data.
 */
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Failure, Result } from '../result'

export interface LoadOptions {
  onShow?: boolean
  key?: string | number
}

export function useLoad<T>(load: () => Promise<Result<T>>, { onShow = false, key }: LoadOptions = {}) {
  const [data, setData] = useState<T | undefined>()
  const [failed, setFailed] = useState<Failure | undefined>()
  const latest = useRef(load)
  latest.current = load
  const reload = useCallback(async () => {
    const res = await latest.current()
    if (res.ok) {
      setData(res.data)
      setFailed(undefined)
    } else setFailed(res)
  }, [])
  useEffect(() => {
    if (!onShow) reload()
  }, [reload, onShow, key])
  useDidShow(() => {
    if (onShow) reload()
  })
  return { data, failed, reload }
}
