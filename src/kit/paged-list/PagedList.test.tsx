/**
 * PagedList against a fake source: page 1 first, the next page on reach-bottom until totalPage,
 * "no more", "no data", params change back to page 1, the exact failure toasts, pull to refresh
 * and reload on show. The page hooks are captured so the test can fire them.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { I18nextProvider } from 'react-i18next'
import { i18n, renderWithI18n } from '../../../tests/setup/render'
import type { PagedSource } from '../resource-api'
import type { Result } from '../result'
import type { Page } from './paging'
import { PagedList } from '.'

const mockHooks: Record<'reachBottom' | 'pullDown' | 'didShow', () => void> = {} as never
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useReachBottom: (fn: () => void) => (mockHooks.reachBottom = fn),
  usePullDownRefresh: (fn: () => void) => (mockHooks.pullDown = fn),
  useDidShow: (fn: () => void) => (mockHooks.didShow = fn),
}))
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const stopPullDownRefresh = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined as never)

interface Row {
  id: number
}
const page = (ids: number[], totalPage: number): Result<Page<Row>> => ({ ok: true, data: { items: ids.map((id) => ({ id })), totalPage } })
const source = (list: jest.Mock): PagedSource<Row, { channel?: string }> => ({ variant: 'a', list })
const render = (list: jest.Mock, props: { channel?: string; reloadOnShow?: boolean } = {}) =>
  renderWithI18n(
    <PagedList
      source={source(list)}
      params={{ channel: props.channel }}
      reloadOnShow={props.reloadOnShow}
      renderItem={(row) => <Text data-testid={`row-${row.id}`}>{row.id}</Text>}
    />,
  )
/** The same tree with other params: rerender keeps the PagedList instance (only its params change). */
const withNewParams = (list: jest.Mock, channel: string) => (
  <I18nextProvider i18n={i18n}>
    <PagedList source={source(list)} params={{ channel }} renderItem={(row) => <Text data-testid={`row-${row.id}`}>{row.id}</Text>} />
  </I18nextProvider>
)
const fire = (hook: keyof typeof mockHooks) => act(async () => mockHooks[hook]())

beforeEach(() => {
  showToast.mockClear()
  stopPullDownRefresh.mockClear()
})

test('loads page 1 of 10, the next page on reach-bottom until totalPage, then "no more" and no further call', async () => {
  const list = jest
    .fn()
    .mockResolvedValueOnce(page([1, 2], 2))
    .mockResolvedValueOnce(page([3], 2))
  render(list, { channel: 'all' })
  await screen.findByTestId('row-2')
  expect(list).toHaveBeenCalledWith({ channel: 'all' }, { page: 1, pageSize: 10 })
  expect(screen.getByTestId('list-more')).toBeTruthy()
  await fire('reachBottom')
  await screen.findByTestId('row-3')
  expect(list).toHaveBeenLastCalledWith({ channel: 'all' }, { page: 2, pageSize: 10 })
  expect(screen.getByTestId('list-no-more').textContent).toBe('没有更多了')
  await fire('reachBottom')
  expect(list).toHaveBeenCalledTimes(2)
})

test('zero rows show "no data"', async () => {
  render(jest.fn().mockResolvedValue(page([], 0)))
  expect((await screen.findByTestId('list-empty')).textContent).toBe('暂无数据')
})

test('new params start again at page 1 with the new params, dropping the old rows', async () => {
  const list = jest
    .fn()
    .mockResolvedValueOnce(page([1], 3))
    .mockResolvedValueOnce(page([7], 1))
  const { rerender } = render(list, { channel: 'all' })
  await screen.findByTestId('row-1')
  rerender(withNewParams(list, 'notice'))
  await screen.findByTestId('row-7')
  expect(list).toHaveBeenLastCalledWith({ channel: 'notice' }, { page: 1, pageSize: 10 })
  expect(screen.queryByTestId('row-1')).toBeNull()
})

test('a failure toasts the server message, else exactly "获取列表失败"; tapping the footer retries that page', async () => {
  const list = jest
    .fn()
    .mockResolvedValueOnce({ ok: false, code: 400, message: 'pageSize 不对' })
    .mockResolvedValueOnce({ ok: false, noAnswer: true })
  render(list)
  await waitFor(() => expect(showToast).toHaveBeenCalledWith({ title: 'pageSize 不对', icon: 'none', duration: 2000 }))
  await act(async () => fireEvent.click(screen.getByTestId('list-error')))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith({ title: '获取列表失败', icon: 'none', duration: 2000 }))
  expect(list).toHaveBeenLastCalledWith({}, { page: 1, pageSize: 10 })
})

test('codes the request lifecycle handled (2, 3, 5) are not toasted again', async () => {
  render(jest.fn().mockResolvedValue({ ok: false, code: 2, message: '请重新登录' }))
  await screen.findByTestId('list-error')
  expect(showToast).not.toHaveBeenCalled()
})

test('pull to refresh loads page 1 again and ends the refresh', async () => {
  const list = jest
    .fn()
    .mockResolvedValueOnce(page([1], 2))
    .mockResolvedValueOnce(page([5], 1))
  render(list)
  await screen.findByTestId('row-1')
  await fire('pullDown')
  await screen.findByTestId('row-5')
  expect(list).toHaveBeenLastCalledWith({}, { page: 1, pageSize: 10 })
  await waitFor(() => expect(stopPullDownRefresh).toHaveBeenCalled())
})

test('reloadOnShow loads page 1 again when the page shows again; without it the list stays', async () => {
  const list = jest.fn().mockResolvedValue(page([1], 1))
  render(list, { reloadOnShow: true })
  await screen.findByTestId('row-1')
  await fire('didShow') // the first show: already loading
  expect(list).toHaveBeenCalledTimes(1)
  await fire('didShow')
  expect(list).toHaveBeenCalledTimes(2)

  const still = jest.fn().mockResolvedValue(page([1], 1))
  render(still)
  await waitFor(() => expect(still).toHaveBeenCalledTimes(1))
  await fire('didShow')
  await fire('didShow')
  expect(still).toHaveBeenCalledTimes(1)
})

test("a slow answer for the previous params is dropped: the rows shown are the new params' page 1", async () => {
  let answerOld: (value: Result<Page<Row>>) => void = () => undefined
  const list = jest
    .fn()
    .mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)))
    .mockResolvedValueOnce(page([7], 1))
  const { rerender } = render(list, { channel: 'all' })
  rerender(withNewParams(list, 'notice'))
  await screen.findByTestId('row-7')
  await act(async () => {
    answerOld(page([1], 1))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(screen.queryByTestId('row-1')).toBeNull()
  expect(screen.getByTestId('row-7')).toBeTruthy()
})

describe('the main action', () => {
  const action = <Text data-testid="main-action">我要投诉</Text>
  const renderWith = (list: jest.Mock) =>
    renderWithI18n(
      <PagedList source={source(list)} mainAction={action} renderItem={(row) => <Text data-testid={`row-${row.id}`}>{row.id}</Text>} />,
    )
  const order = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('[data-testid]'), (el) => el.getAttribute('data-testid')).filter((id) => id !== null)

  test('with no rows it comes first, before "no data"', async () => {
    const { container } = renderWith(jest.fn().mockResolvedValue(page([], 0)))
    await screen.findByTestId('list-empty')
    const ids = order(container)
    expect(ids.indexOf('main-action')).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf('main-action')).toBeLessThan(ids.indexOf('list-empty'))
    expect(screen.getAllByTestId('main-action')).toHaveLength(1)
  })

  test('with rows it follows them, once', async () => {
    const { container } = renderWith(jest.fn().mockResolvedValue(page([1, 2], 1)))
    await screen.findByTestId('row-2')
    const ids = order(container)
    expect(ids.indexOf('main-action')).toBeGreaterThan(ids.indexOf('row-2'))
    expect(screen.getAllByTestId('main-action')).toHaveLength(1)
  })
})
