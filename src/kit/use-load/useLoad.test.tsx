import { act, renderHook, waitFor } from '@testing-library/react'
import { useLoad } from '.'

const mockShow: Array<() => void> = []
jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useDidShow: (fn: () => void) => mockShow.push(fn) }))

test('loads on mount, reloads on demand, keeps the last good answer when a reload fails', async () => {
  const load = jest
    .fn()
    .mockResolvedValueOnce({ ok: true, data: 1 })
    .mockResolvedValueOnce({ ok: false, noAnswer: true })
    .mockResolvedValueOnce({ ok: true, data: 3 })
  const { result } = renderHook(() => useLoad(load))
  await waitFor(() => expect(result.current.data).toBe(1))
  await act(() => result.current.reload())
  expect(result.current.data).toBe(1)
  await act(() => result.current.reload())
  expect(result.current.data).toBe(3)
})

test('onShow loads each time the page shows, not on mount', async () => {
  const load = jest.fn().mockResolvedValue({ ok: true, data: 'w' })
  const { result } = renderHook(() => useLoad(load, { onShow: true }))
  expect(load).not.toHaveBeenCalled()
  await act(async () => mockShow.at(-1)?.())
  await act(async () => mockShow.at(-1)?.())
  expect(load).toHaveBeenCalledTimes(2)
  expect(result.current.data).toBe('w')
})

test('a new key loads again', async () => {
  const load = jest.fn().mockResolvedValue({ ok: true, data: 0 })
  const { rerender } = renderHook(({ key }) => useLoad(load, { key }), { initialProps: { key: 'a' } })
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  rerender({ key: 'b' })
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
})
