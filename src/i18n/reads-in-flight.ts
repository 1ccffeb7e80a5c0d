/**
 * Locale files being fetched right now (the i18next backend of ./instance.ts counts them). The page
 * gate of ./LocaleProvider.tsx waits until none are, so a page is shown once the namespaces its
 * components asked for are in, not with untranslated keys.
 */
let inFlight = 0
const waiters = new Set<() => void>()

export function readStarted(): void {
  inFlight++
}

export function readEnded(): void {
  if (inFlight > 0) inFlight--
  if (inFlight > 0) return
  const waiting = [...waiters]
  waiters.clear()
  for (const waiter of waiting) waiter()
}

/** Calls `then` once no locale file is being fetched (at once if none is). Returns the cancel. */
export function whenNoReadsInFlight(then: () => void): () => void {
  if (inFlight === 0) {
    then()
    return () => {}
  }
  waiters.add(then)
  return () => void waiters.delete(then)
}
