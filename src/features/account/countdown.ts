/**
 * Send-code countdown: the button is disabled until the server's retryAfterSeconds (60 s for the
 * dev and real providers) has passed. Pure part kept separate so it is testable.
 */
import { useEffect, useState } from 'react'

export const DEFAULT_RESEND_SECONDS = 60

/** Seconds left at `now` for a countdown that ends at `endsAt` (ms); never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

export function useCountdown(): { left: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt <= now) return
    const timer = setTimeout(() => setNow(Date.now()), 250)
    return () => clearTimeout(timer)
  }, [endsAt, now])
  return {
    left: secondsLeft(endsAt, now),
    start: (seconds) => {
      const t = Date.now()
      setNow(t)
      setEndsAt(t + seconds * 1000)
    },
  }
}
