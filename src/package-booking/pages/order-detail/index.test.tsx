/**
 * /order-detail/{orderCode}: status label, address, amounts, timeline newest first; a to-pay order
 * shows the amount due and where to pay it with cancel; a shipped one its shipment; another user's
 * order (404) shows not found.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import OrderDetailPage from '.'

let mockId = 'FAN'
jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useRouter: () => ({ params: { id: mockId } }) }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const getMock = get as jest.Mock

const detail = (status: number, actions: string[], extra = {}) => ({
  code: 0,
  data: {
    id: mockId,
    orderCode: mockId,
    orderType: 1,
    status,
    shopName: '成都蜀锦织绣博物馆文创店',
    useDate: null,
    totalMoney: '168.00',
    freight: '0.00',
    discount: '0.00',
    payMoney: '168.00',
    refundStatus: 0,
    itemCount: 1,
    items: [{ picture: '/api/demo/pictures/museum-1.svg', name: '蜀绣团扇·芙蓉锦鲤', spec: null, price: '168.00', quantity: 1 }],
    logisticsCompany: status === 21 ? '顺丰速运' : null,
    trackingNumber: status === 21 ? 'SF1420387765521' : null,
    actions,
    createTime: '2026-11-24T08:00:00.000Z',
    address: { name: '张三', phone: '138****0001', region: '四川省 成都市 锦江区', detail: '红星路三段1号' },
    timeline: [
      { status: 0, event: 'created', time: '2026-11-24T08:00:00.000Z' },
      ...(status === 21
        ? [
            { status: 20, event: 'paid', time: '2026-11-24T08:30:00.000Z' },
            { status: 21, event: 'shipped', time: '2026-11-25T09:00:00.000Z' },
          ]
        : []),
    ],
    refundReason: null,
    remark: null,
    ...extra,
  },
})

beforeEach(() => jest.clearAllMocks())

test('a shipped order: label, address as placed, amounts, timeline newest first in site time, its shipment and confirm receipt', async () => {
  mockId = 'FAN'
  getMock.mockResolvedValue(detail(21, ['confirmReceipt']))
  renderWithI18n(<OrderDetailPage />)
  await screen.findByTestId('order-detail-status')
  expect(getMock).toHaveBeenCalledWith('user/api/order/detail', { orderCode: 'FAN' }, expect.anything())
  expect(screen.getByTestId('order-detail-status').textContent).toBe('已发货')
  expect(screen.getByTestId('order-detail-address').textContent).toContain('张三 138****0001')
  expect(screen.getByTestId('order-detail-pay').textContent).toContain('¥168.00')
  const steps = screen.getByTestId('order-detail-timeline').textContent
  expect(steps).toMatch(/商家已发货2026-11-25 17:00.*支付成功2026-11-24 16:30.*提交订单2026-11-24 16:00/)
  expect(screen.queryByTestId('order-detail-pay-note')).toBeNull()
  expect(screen.queryByTestId('order-confirmReceipt-FAN')).not.toBeNull()
  expect(screen.queryByTestId('order-cancel-FAN')).toBeNull()
  fireEvent.click(screen.getByTestId('order-detail-shipment'))
  expect(navigate).toHaveBeenCalledWith('/logistics/FAN')
})

test('a to-pay order: the amount due and where to pay it, and cancel; no pay link for generic orders', async () => {
  mockId = 'TEA'
  getMock.mockResolvedValue(detail(0, ['pay', 'cancel']))
  renderWithI18n(<OrderDetailPage />)
  await screen.findByTestId('order-detail-status')
  expect(screen.getByTestId('order-detail-status').textContent).toBe('待付款')
  expect(screen.getByTestId('order-detail-pay-note').textContent).toBe('该订单需在下单的商城或售票处完成支付，应付 ¥168.00')
  expect(screen.queryByTestId('order-cancel-TEA')).not.toBeNull()
  expect(screen.queryByTestId('order-detail-shipment')).toBeNull()
})

test('another user’s order: not found, with the server’s words', async () => {
  mockId = 'THEIRS'
  getMock.mockResolvedValue({ code: 404, message: '订单不存在' })
  renderWithI18n(<OrderDetailPage />)
  await waitFor(() => expect(screen.getByTestId('order-detail').getAttribute('data-state')).toBe('not-found'))
  expect(screen.getByTestId('order-detail-error').textContent).toBe('订单不存在')
  expect(post).not.toHaveBeenCalled()
})
