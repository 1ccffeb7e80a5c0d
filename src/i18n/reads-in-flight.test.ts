import { readEnded, readStarted, whenNoReadsInFlight } from './reads-in-flight'

test('waits for every read in flight, at once when there is none, and can be cancelled', () => {
  const immediate = jest.fn()
  whenNoReadsInFlight(immediate)
  expect(immediate).toHaveBeenCalledTimes(1)

  readStarted()
  readStarted()
  const settled = jest.fn()
  const cancelled = jest.fn()
  whenNoReadsInFlight(settled)
  whenNoReadsInFlight(cancelled)()
  readEnded()
  expect(settled).not.toHaveBeenCalled()
  readEnded()
  expect(settled).toHaveBeenCalledTimes(1)
  expect(cancelled).not.toHaveBeenCalled()
  // an extra end (a retried read) never goes below zero
  readEnded()
  readStarted()
  const later = jest.fn()
  whenNoReadsInFlight(later)
  expect(later).not.toHaveBeenCalled()
  readEnded()
  expect(later).toHaveBeenCalledTimes(1)
})
