/**
 * /order-pay/{orderCode}: the summary (place, session, people, amount in yuan or points) and the
 * hold's countdown; Pay with dev-pay opens the development checkout whose Pay confirms and opens
 * /user-reservation and whose Cancel leaves the order unpaid; WeChat Pay goes through the platform
 * adapter; points are paid at once; a refusal is toasted; a hold that ran out (also while the page
 * is open) and a paid order say so and offer the reservations.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { requestPay } from '@/platform/pay'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import OrderPayPage from '.'

jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(() => Promise.resolve()) }))
jest.mock('@/platform/pay', () => ({ payChannel: () => mockChannel(), requestPay: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => ({ orderCode: 'BK20260301ABCDEFGHJKLM' }) }))

let mockChannel = () => 'h5'
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const getMock = get as jest.Mock
const postMock = post as jest.Mock
const CODE = 'BK20260301ABCDEFGHJKLM'
const MIN = 60_000

const order = (over: Record<string, unknown> = {}) => ({
  orderCode: CODE,
  resourceName: '都江堰景区',
  status: 0,
  // 2026-03-02 08:00-12:00 in Beijing
  startTime: '2026-03-02T00:00:00.000Z',
  endTime: '2026-03-02T04:00:00.000Z',
  useNum: 2,
  payMoney: '120.00',
  payIntegral: 0,
  payType: '',
  refundState: '',
  payDeadline: new Date(Date.now() + 14 * MIN + 59_000).toISOString(),
  updateTime: new Date().toISOString(),
  ...over,
})
const answer = (data: unknown) => Promise.resolve({ code: 0, data })
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

beforeEach(() => {
  jest.clearAllMocks()
  mockChannel = () => 'h5'
})

test('the summary and the hold’s countdown, then the dev checkout: Cancel keeps it unpaid, Pay confirms and opens the reservations', async () => {
  getMock.mockReturnValue(answer(order()))
  renderWithI18n(<OrderPayPage />)
  expect(getMock).toHaveBeenCalledWith('act/api/activityOrder/detail', { orderCode: CODE })
  expect((await screen.findByTestId('order-pay-place')).textContent).toContain('都江堰景区')
  expect(screen.getByTestId('order-pay-session').textContent).toContain('03/02 08:00-12:00')
  expect(screen.getByTestId('order-pay-people').textContent).toContain('2 人')
  expect(screen.getByTestId('order-pay-amount').textContent).toContain('¥120.00')
  expect(screen.getByTestId('order-pay-countdown').textContent).toMatch(/^请在 1[45]:\d\d 内完成支付/)

  postMock.mockImplementation((url: string, body: { action?: string }) =>
    url === 'user/api/activityOrder/pay'
      ? answer({
          orderCode: CODE,
          payType: 'MONEY',
          paid: false,
          params: { provider: 'dev-pay', channel: 'dev', orderCode: CODE, amountFen: 12000 },
        })
      : Promise.resolve(
          body.action === 'pay'
            ? { code: 0, message: '支付成功', data: { orderCode: CODE, status: 11 } }
            : { code: 0, message: '已取消支付', data: { orderCode: CODE, status: 0 } },
        ),
  )
  fireEvent.click(screen.getByTestId('order-pay-submit'))
  await waitFor(() =>
    expect(postMock).toHaveBeenCalledWith(
      'user/api/activityOrder/pay',
      { orderCode: CODE, payType: 'MONEY', channel: 'h5' },
      { idempotent: true },
    ),
  )
  const sheet = await screen.findByTestId('dev-pay-sheet')
  expect(sheet.textContent).toContain('开发支付（dev-pay）')
  expect(sheet.textContent).toContain('¥120.00')
  expect(screen.queryByTestId('order-pay-submit')).toBeNull()

  fireEvent.click(screen.getByTestId('dev-pay-cancel'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('user/api/dev/pay/confirm', { orderCode: CODE, action: 'cancel' }))
  await waitFor(() => expect(toasted()).toContain('已取消支付'))
  expect(navigate).not.toHaveBeenCalled()
  expect(screen.queryByTestId('dev-pay-sheet')).toBeNull()

  fireEvent.click(screen.getByTestId('order-pay-submit'))
  fireEvent.click(await screen.findByTestId('dev-pay-confirm'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('user/api/dev/pay/confirm', { orderCode: CODE, action: 'pay' }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace'))
  expect(toasted()).toContain('支付成功')
})

test('WeChat Pay: the server’s signed parameters go to the platform adapter; a cancel there stays on the page', async () => {
  mockChannel = () => 'jsapi'
  getMock.mockReturnValue(answer(order()))
  const params = {
    provider: 'wechat-pay',
    channel: 'jsapi',
    appId: 'wx1',
    timeStamp: '1',
    nonceStr: 'n',
    package: 'prepay_id=p',
    signType: 'RSA',
    paySign: 's',
  }
  postMock.mockReturnValue(answer({ orderCode: CODE, payType: 'MONEY', paid: false, params }))
  ;(requestPay as jest.Mock)
    .mockResolvedValueOnce({ ok: false, reason: 'cancelled', messageKey: 'pay:payFailed' })
    .mockResolvedValueOnce({ ok: true })
  renderWithI18n(<OrderPayPage />)
  fireEvent.click(await screen.findByTestId('order-pay-submit'))
  await waitFor(() => expect(requestPay).toHaveBeenCalledWith(params))
  expect(postMock).toHaveBeenCalledWith(
    'user/api/activityOrder/pay',
    { orderCode: CODE, payType: 'MONEY', channel: 'jsapi' },
    { idempotent: true },
  )
  await waitFor(() => expect(toasted()).toContain('支付未完成'))
  expect(navigate).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('order-pay-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace'))
})

test('points: the amount in points, paid at once; a refusal (short) is the server’s words', async () => {
  getMock.mockReturnValue(answer(order({ payMoney: '', payIntegral: 40 })))
  postMock
    .mockResolvedValueOnce({ code: 400, message: '积分不足：需要 40 积分，当前 30 积分' })
    .mockResolvedValueOnce({ code: 0, message: '支付成功', data: { orderCode: CODE, payType: 'POINTS', paid: true, status: 11 } })
  renderWithI18n(<OrderPayPage />)
  expect((await screen.findByTestId('order-pay-amount')).textContent).toContain('40 积分')
  const submit = screen.getByTestId('order-pay-submit')
  expect(submit.textContent).toBe('积分支付')
  fireEvent.click(submit)
  await waitFor(() => expect(toasted()).toContain('积分不足：需要 40 积分，当前 30 积分'))
  expect(postMock).toHaveBeenCalledWith(
    'user/api/activityOrder/pay',
    { orderCode: CODE, payType: 'POINTS', channel: 'h5' },
    { idempotent: true },
  )
  fireEvent.click(await screen.findByTestId('order-pay-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace'))
})

test('a hold that runs out while the page is open turns into the expired state; a released one shows it at once', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  try {
    getMock.mockReturnValue(answer(order({ payDeadline: new Date(Date.now() + 2000).toISOString() })))
    renderWithI18n(<OrderPayPage />)
    await screen.findByTestId('order-pay-countdown')
    await act(async () => {
      jest.advanceTimersByTime(3000)
    })
    expect(screen.getByTestId('order-pay-body').getAttribute('data-pay-state')).toBe('expired')
    expect(screen.getByTestId('order-pay-expired').textContent).toContain('支付已超时')
    expect(screen.queryByTestId('order-pay-submit')).toBeNull()
  } finally {
    jest.useRealTimers()
  }
})

test('an order released by the server after its hold, and a paid one, have nothing to pay', async () => {
  const past = Date.now() - 10 * MIN
  getMock.mockReturnValueOnce(
    answer(order({ status: 14, payDeadline: new Date(past).toISOString(), updateTime: new Date(past + 30_000).toISOString() })),
  )
  const { unmount } = renderWithI18n(<OrderPayPage />)
  expect((await screen.findByTestId('order-pay-expired')).textContent).toContain('未在规定时间内支付，预约名额已释放，请重新预约。')
  fireEvent.click(screen.getByTestId('order-pay-reservations'))
  expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace')
  unmount()
  getMock.mockReturnValueOnce(answer(order({ status: 11, payType: 'MONEY' })))
  renderWithI18n(<OrderPayPage />)
  expect((await screen.findByTestId('order-pay-closed')).textContent).toContain('订单无需支付')
})

test('another user’s order (404) is not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '订单不存在' })
  renderWithI18n(<OrderPayPage />)
  expect((await screen.findByTestId('order-pay-error')).textContent).toBe('订单不存在')
})

test('a production build never opens the development checkout, whatever the server answers', async () => {
  const globals = globalThis as unknown as { __API_ENV__: string }
  const apiEnv = globals.__API_ENV__
  globals.__API_ENV__ = 'production'
  try {
    getMock.mockReturnValue(answer(order()))
    postMock.mockReturnValue(
      answer({
        orderCode: CODE,
        payType: 'MONEY',
        paid: false,
        params: { provider: 'dev-pay', channel: 'dev', orderCode: CODE, amountFen: 12000 },
      }),
    )
    renderWithI18n(<OrderPayPage />)
    fireEvent.click(await screen.findByTestId('order-pay-submit'))
    await waitFor(() => expect(toasted()).toContain('开发支付未启用'))
    expect(screen.queryByTestId('dev-pay-sheet')).toBeNull()
    expect(postMock).not.toHaveBeenCalledWith('user/api/dev/pay/confirm', expect.anything())
    expect(navigate).not.toHaveBeenCalled()
  } finally {
    globals.__API_ENV__ = apiEnv
  }
})
