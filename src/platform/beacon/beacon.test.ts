/** H5 beacon: sendBeacon for forms, fetch keepalive otherwise; a failure resolves false, never rejects. */
import { sendBeacon } from './beacon'

afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon
  delete (globalThis as { fetch?: unknown }).fetch
})

test('a form goes by navigator.sendBeacon as a url-encoded body', async () => {
  const beacon = jest.fn((_url: string, _body: URLSearchParams) => true)
  Object.assign(navigator, { sendBeacon: beacon })
  await expect(sendBeacon('/api/analytics/collect?siteCode=cd-city', { form: { module: 'INDEX', special: '' } })).resolves.toBe(true)
  expect(beacon.mock.calls[0][0]).toBe('/api/analytics/collect?siteCode=cd-city')
  expect(beacon.mock.calls[0][1].toString()).toBe('module=INDEX&special=')
})

test('JSON goes by fetch with keepalive', async () => {
  const fetchMock = jest.fn(async () => ({ ok: true }))
  Object.assign(globalThis, { fetch: fetchMock })
  await expect(sendBeacon('/api/api/api/access/record', { json: { path: '/index' } })).resolves.toBe(true)
  expect(fetchMock).toHaveBeenCalledWith('/api/api/api/access/record', expect.objectContaining({ method: 'POST', keepalive: true }))
})

test('a refused beacon, a rejecting fetch or a throwing browser resolve false', async () => {
  Object.assign(navigator, { sendBeacon: () => false })
  Object.assign(globalThis, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
  await expect(sendBeacon('/x', { form: { a: '1' } })).resolves.toBe(false)
  Object.assign(navigator, {
    sendBeacon: () => {
      throw new Error('blocked')
    },
  })
  await expect(sendBeacon('/x', { form: { a: '1' } })).resolves.toBe(false)
  await expect(sendBeacon('/x', { json: { a: 1 } })).resolves.toBe(false)
})
