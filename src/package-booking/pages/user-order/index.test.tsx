/**
 * /user-order: tabs by type send orderType; inside a type its statuses are product-spec 4's labels
 * and send status; a row shows its type's label, items and amount; confirm receipt asks, posts and
 * loads the list again; a row opens /order-detail/{orderCode}.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import UserOrderPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const showModal = jest.spyOn(Taro, 'showModal')
const getMock = get as jest.Mock
const postMock = post as jest.Mock

const order = (orderCode: string, orderType: number, status: number, actions: string[] = [], extra = {}) => ({
  id: orderCode,
  orderCode,
  orderType,
  status,
  shopName: '成都蜀锦织绣博物馆文创店',
  useDate: null,
  totalMoney: '168.00',
  freight: '0.00',
  discount: '0.00',
  payMoney: '168.00',
  refundStatus: 0,
  itemCount: 1,
  items: [{ picture: '/api/demo/pictures/museum-1.svg', name: '蜀绣团扇·芙蓉锦鲤', spec: '双面绣', price: '168.00', quantity: 1 }],
  logisticsCompany: '顺丰速运',
  trackingNumber: 'SF1420387765521',
  actions,
  createTime: '2026-11-24T08:00:00.000Z',
  ...extra,
})
const page = (datas: unknown[]) => ({ code: 0, datas, page: { total: datas.length, totalPage: 1 } })

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue(
    page([
      order('FAN', 1, 21, ['confirmReceipt']),
      order('TICKET', 3, 10, ['refund']),
      order('HOTEL', 5, 2, ['refund']),
      order('DEAD', 2, 36, [], { refundStatus: 1 }),
    ]),
  )
})

const lastParams = () => getMock.mock.calls[getMock.mock.calls.length - 1][1]

test('type tabs, then the type’s statuses as product-spec 4 labels them; each sends its filter', async () => {
  renderWithI18n(<UserOrderPage />)
  await screen.findByTestId('order-FAN')
  expect(getMock).toHaveBeenCalledWith('user/api/order/list', { currPage: 1, pageSize: 10 }, expect.anything())
  expect(
    ['all', 'material', 'fictitious', 'scenic', 'direct', 'hotel', 'line'].map((k) => screen.getByTestId(`order-type-${k}`).textContent),
  ).toEqual(['全部', '实物', '虚拟', '门票', '直购', '酒店', '线路'])
  expect(screen.queryByTestId('order-status-tab-all')).toBeNull()

  fireEvent.click(screen.getByTestId('order-type-material'))
  await waitFor(() => expect(lastParams()).toEqual({ orderType: 1, currPage: 1, pageSize: 10 }))
  const statusTabs = screen.getAllByTestId(/^order-status-tab-/).map((el) => el.textContent)
  expect(statusTabs).toEqual(['全部状态', '待付款', '已付款', '已完成', '已关闭', '待发货', '已发货', '已收货'])
  fireEvent.click(screen.getByTestId('order-status-tab-21'))
  await waitFor(() => expect(lastParams()).toEqual({ orderType: 1, status: 21, currPage: 1, pageSize: 10 }))

  fireEvent.click(screen.getByTestId('order-type-hotel'))
  await waitFor(() => expect(lastParams()).toEqual({ orderType: 5, currPage: 1, pageSize: 10 }))
  expect(screen.getAllByTestId(/^order-status-tab-/).map((el) => el.textContent)).toEqual([
    '全部状态',
    '待付款',
    '待确认',
    '待入住',
    '已入住',
    '已离店',
    '已关闭',
  ])
})

test('rows: the label of their type’s set, the amount, the buttons their state allows', async () => {
  renderWithI18n(<UserOrderPage />)
  await screen.findByTestId('order-FAN')
  expect(screen.getByTestId('order-status-FAN').textContent).toBe('已发货')
  expect(screen.getByTestId('order-status-TICKET').textContent).toBe('待使用')
  expect(screen.getByTestId('order-status-HOTEL').textContent).toBe('待入住')
  expect(screen.getByTestId('order-status-DEAD').textContent).toBe('已退款')
  expect(screen.getByTestId('order-FAN').textContent).toContain('实付 ¥168.00')
  expect(screen.queryByTestId('order-confirmReceipt-FAN')).not.toBeNull()
  expect(screen.queryByTestId('order-logistics-FAN')).not.toBeNull()
  expect(screen.queryByTestId('order-refund-TICKET')).not.toBeNull()
  expect(screen.queryByTestId('order-logistics-TICKET')).toBeNull()
  expect(screen.queryByTestId('order-refund-DEAD')).toBeNull()
  fireEvent.click(screen.getByTestId('order-logistics-FAN'))
  expect(navigate).toHaveBeenCalledWith('/logistics/FAN')
  fireEvent.click(screen.getByTestId('order-FAN').querySelector('.order-row__body')!)
  expect(navigate).toHaveBeenCalledWith('/order-detail/FAN')
})

test('the tickets tab: statuses in a visitor’s words over the spec’s codes, and the way to the bookings', async () => {
  renderWithI18n(<UserOrderPage />)
  await screen.findByTestId('order-FAN')
  // on All the line that says where bookings are is there already
  expect(screen.getByTestId('order-to-reservations').textContent).toBe('景区、场馆的预约在「我的预约」查看我的预约 ›')
  fireEvent.click(screen.getByTestId('order-type-scenic'))
  await waitFor(() => expect(lastParams()).toEqual({ orderType: 3, currPage: 1, pageSize: 10 }))
  expect(screen.getAllByTestId(/^order-status-tab-/).map((el) => el.textContent)).toEqual([
    '全部状态',
    '待付款',
    '已付款',
    '已完成',
    '已关闭',
    '待使用',
    '已使用',
    '已过期',
    '出票中',
    '出票失败',
    '已出票',
  ])
  // the codes underneath stay the spec's (20 code not issued, 21 code issue failed, 22 code issued)
  fireEvent.click(screen.getByTestId('order-status-tab-20'))
  await waitFor(() => expect(lastParams()).toEqual({ orderType: 3, status: 20, currPage: 1, pageSize: 10 }))
  fireEvent.click(screen.getByTestId('order-to-reservations'))
  expect(navigate).toHaveBeenCalledWith('/user-reservation')
  // goods are not bookings: no such line there
  fireEvent.click(screen.getByTestId('order-type-material'))
  await waitFor(() => expect(screen.queryByTestId('order-to-reservations')).toBeNull())
})

test('confirm receipt asks first, posts, toasts the server’s words and loads the list again', async () => {
  showModal
    .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: '' } as never)
    .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
  postMock.mockResolvedValue({ code: 0, message: '已确认收货', data: { orderCode: 'FAN', orderType: 1, status: 22 } })
  renderWithI18n(<UserOrderPage />)
  fireEvent.click(await screen.findByTestId('order-confirmReceipt-FAN'))
  await waitFor(() => expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确认已收到全部商品吗？' })))
  expect(postMock).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('order-confirmReceipt-FAN'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('user/api/order/confirmReceipt', { orderCode: 'FAN' }))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已确认收货' })))
  await waitFor(() => expect(getMock.mock.calls.length).toBeGreaterThan(1))
})
