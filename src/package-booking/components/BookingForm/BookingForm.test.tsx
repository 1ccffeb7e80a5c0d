/**
 * The one booking form: a narrator booked through it opens /interpretation-success; on a site that
 * asks for a booking SMS code the code is required, sent to the bound phone on request and sent
 * with the save; elsewhere no code is asked. A paid booking (status 0) opens /order-pay instead.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get, post } from '@/services/request'
import NarratorOrderPage from '../../pages/narrator-order'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => ({ id: '30' }) }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ guardBooking: () => Promise.resolve(true), element: null }),
  contactApi: { list: () => Promise.resolve({ ok: true, data: { items: [{ id: 7, name: '王小明' }], totalPage: 1 } }) },
  readToken: () => 'token',
}))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const getMock = get as jest.Mock
const postMock = post as jest.Mock
const site = __SITE__

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue({
    code: 0,
    datas: [
      {
        date: '2026-12-02',
        week: 3,
        stock: 3,
        maxNum: 6,
        openStatus: 1,
        state: 'open',
        resourceName: '都江堰景区',
        orderTimes: [
          {
            id: 501,
            startTime: '2026-12-02T01:30:00.000Z',
            endTime: '2026-12-02T03:00:00.000Z',
            stock: 3,
            maxNum: 3,
            openStatus: 1,
            state: 'open',
          },
        ],
      },
    ],
  })
  postMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'act/api/activityOrder/save'
        ? { code: 0, data: { orderCode: 'BK1', status: 11, created: true } }
        : { code: 0, data: {}, message: '验证码已发送至您绑定的手机' },
    ),
  )
})
afterEach(() => {
  ;(global as unknown as { __SITE__: unknown }).__SITE__ = site
})

async function choose() {
  fireEvent.click(await screen.findByTestId('booking-session-501'))
  fireEvent.click(screen.getByText('王小明'))
}

test('a narrator is booked on its own resource type through the save, then its success page', async () => {
  renderWithI18n(<NarratorOrderPage />)
  await choose()
  expect(getMock).toHaveBeenCalledWith('res/api/booking/commonOrderTimeList', { resourceType: 'CONTENT_TYPE_NARRATOR', resourceId: '30' })
  expect(screen.queryByTestId('booking-sms')).toBeNull()
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/interpretation-success/BK1/narrator', 'replace'))
  expect(postMock.mock.calls[0][1]).toEqual(expect.objectContaining({ slotId: 501, contactIds: '7' }))
  expect(postMock.mock.calls[0][1].smsCode).toBeUndefined()
})

test('a paid booking (status 0, awaiting payment) opens its pay page instead of the success page', async () => {
  postMock.mockResolvedValueOnce({ code: 0, data: { orderCode: 'BK20260301ABCDEFGHJKLM', status: 0, created: true } })
  renderWithI18n(<NarratorOrderPage />)
  await choose()
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order-pay/BK20260301ABCDEFGHJKLM', 'replace'))
  expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining('/interpretation-success/'), 'replace')
})

test('a site that asks for the booking SMS code: required, sent on request, sent with the save', async () => {
  ;(global as unknown as { __SITE__: unknown }).__SITE__ = { ...site, bookingSmsCode: true }
  renderWithI18n(<NarratorOrderPage />)
  await choose()
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请输入6位短信验证码' })))
  expect(postMock).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('booking-sms-send'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/sendSmsCode', {}))
  const host = screen.getByTestId('booking-sms-code')
  const input = host.tagName === 'INPUT' ? host : host.querySelector('input') || host
  fireEvent.input(input, { target: { value: '123456' } })
  fireEvent.change(input, { target: { value: '123456' } })
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() =>
    expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/save', expect.objectContaining({ smsCode: '123456', slotId: 501 }), {
      idempotent: true,
    }),
  )
})

test('before the submit the form names the place, the chosen session and the price, each and for the visitors ticked', async () => {
  getMock.mockResolvedValue({
    code: 0,
    datas: [
      {
        date: '2026-12-02',
        week: 3,
        stock: 3,
        maxNum: 6,
        openStatus: 1,
        state: 'open',
        resourceName: '成都武侯祠博物馆',
        priceFen: 0,
        pricePoints: 20,
        orderTimes: [
          {
            id: 501,
            startTime: '2026-12-02T00:00:00.000Z',
            endTime: '2026-12-02T04:00:00.000Z',
            stock: 3,
            maxNum: 3,
            openStatus: 1,
            state: 'open',
          },
        ],
      },
    ],
  })
  renderWithI18n(<NarratorOrderPage />)
  const place = await screen.findByTestId('booking-summary-place')
  expect(place.textContent).toBe('场所成都武侯祠博物馆')
  expect(screen.getByTestId('booking-summary-session').textContent).toBe('场次未选择')
  expect(screen.getByTestId('booking-summary-price').textContent).toBe('价格20 积分 / 人')
  expect(screen.queryByTestId('booking-summary-total')).toBeNull()
  await choose()
  expect(screen.getByTestId('booking-summary-session').textContent).toBe('场次12/02 08:00-12:00')
  expect(screen.getByTestId('booking-summary-total').textContent).toBe('合计（1 人）共 20 积分')
  expect(screen.getByTestId('appointment-order').textContent).toContain('提交后在支付页付款')
  expect(postMock).not.toHaveBeenCalled()
})

test('a free resource says free and no payment; days without a price (an activity’s own) claim none', async () => {
  const { datas } = await getMock()
  getMock.mockResolvedValue({ code: 0, datas: [{ ...datas[0], priceFen: 0, pricePoints: 0 }] })
  const { unmount } = renderWithI18n(<NarratorOrderPage />)
  await choose()
  expect(screen.getByTestId('booking-summary-price').textContent).toBe('价格免费')
  expect(screen.getByTestId('booking-summary-total').textContent).toBe('合计（1 人）免费')
  expect(screen.getByTestId('appointment-order').textContent).not.toContain('提交后在支付页付款')
  unmount()
  getMock.mockResolvedValue({ code: 0, datas })
  renderWithI18n(<NarratorOrderPage />)
  await choose()
  expect(screen.getByTestId('booking-summary-place').textContent).toBe('场所都江堰景区')
  expect(screen.queryByTestId('booking-summary-price')).toBeNull()
})
