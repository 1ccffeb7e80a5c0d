/** Offline copies: keyed without the token, capped per entry and in total, oldest dropped first. */
import { storage } from '../platform/storage'
import { clearCopies, keepCopy, OFFLINE_ENTRY_MAX_BYTES, OFFLINE_TOTAL_MAX_BYTES, offlineKey, savedCopy } from './offline-copies'

beforeEach(() => storage.clear())

test('the token does not split copies; lang and business parameters do', () => {
  expect(offlineKey('/api/x?token=abc&siteCode=cd&lang=zh&id=1')).toBe('/api/x?siteCode=cd&lang=zh&id=1')
  expect(offlineKey('/api/x?siteCode=cd&token=abc')).toBe('/api/x?siteCode=cd')
  keepCopy('/api/x?token=a&lang=zh&id=1', { code: 0, data: 1 }, 5)
  expect(savedCopy('/api/x?token=b&lang=zh&id=1')).toEqual({ code: 0, data: 1, savedAt: 5 })
  expect(savedCopy('/api/x?token=b&lang=en&id=1')).toBeUndefined()
})

test('an answer over the entry cap is not kept', () => {
  keepCopy('/api/big', { code: 0, data: 'x'.repeat(OFFLINE_ENTRY_MAX_BYTES / 2 + 1) })
  expect(savedCopy('/api/big')).toBeUndefined()
})

test('the total stays under the cap by dropping the least recently saved copies', () => {
  const body = { code: 0, data: 'y'.repeat(OFFLINE_ENTRY_MAX_BYTES / 2 - 100) }
  const fit = Math.floor(OFFLINE_TOTAL_MAX_BYTES / (OFFLINE_ENTRY_MAX_BYTES - 100))
  for (let i = 0; i <= fit; i++) keepCopy(`/api/n?id=${i}`, body, i)
  expect(savedCopy('/api/n?id=0')).toBeUndefined()
  expect(savedCopy(`/api/n?id=${fit}`)?.savedAt).toBe(fit)
  clearCopies()
  expect(savedCopy(`/api/n?id=${fit}`)).toBeUndefined()
})
