import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import type { Result } from '../result'
import { LoadState, useLoad } from '.'

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
  expect(result.current.failed).toEqual({ ok: false, noAnswer: true })
  await act(() => result.current.reload())
  expect(result.current.data).toBe(3)
  expect(result.current.failed).toBeUndefined()
})

function Rooms({ load }: { load: () => Promise<Result<string[]>> }) {
  const rooms = useLoad(load)
  return (
    <>
      <LoadState load={rooms} testId="rooms" />
      {rooms.data?.map((r) => (
        <span key={r}>{r}</span>
      ))}
    </>
  )
}

test('LoadState: loading, then the server refusal with retry; retry loads and the state goes', async () => {
  let answer: (r: Result<string[]>) => void = () => {}
  const load = jest
    .fn()
    .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    .mockResolvedValueOnce({ ok: true, data: ['多功能厅'] })
  renderWithI18n(<Rooms load={load} />)
  expect(screen.getByTestId('rooms-loading').textContent).toBe('数据加载中…')
  await act(async () => answer({ ok: false, code: 400, message: 'id 不能为空' }))
  expect(screen.getByTestId('rooms-error').textContent).toBe('id 不能为空重试')
  fireEvent.click(screen.getByTestId('rooms-error'))
  expect(await screen.findByText('多功能厅')).toBeTruthy()
  expect(screen.queryByTestId('rooms-error')).toBeNull()
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
