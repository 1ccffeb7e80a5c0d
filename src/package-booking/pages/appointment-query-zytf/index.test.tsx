/**
 * /appointment-query-zytf: tabs all and 0-7 send their status (pageNum from 1, pageSize 5); a row
 * shows code, status, name, time range, quantity and the total paid or free; cancel shows only with
 * cancelStatus before cancelTime and pay only on status 4, both opening the order's detail.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { currentLocation, navigate } from '@/services/navigate'
import { get } from '@/services/request'
import ZytfPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => ({}) }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const getMock = get as jest.Mock
const HOUR = 3_600_000
const order = (code: string, orderStatus: number, payMoney: string, cancelStatus: boolean, cancelIn: number | null) => ({
  orderCode: code,
  orderStatus,
  resource: { images: '/api/demo/pictures/mountain-1.svg,/api/demo/pictures/bamboo-2.svg', resourceName: '青城山' },
  orderStartTime: '2026-12-01 09:00',
  orderEndTime: '2026-12-01 12:00',
  orderNum: 2,
  payMoney,
  cancelStatus,
  cancelTime: cancelIn === null ? null : Date.now() + cancelIn,
  infoUrl: '',
})

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  ;(currentLocation as jest.Mock).mockReturnValue('/appointment-query-zytf')
  getMock.mockResolvedValue({
    code: 0,
    data: {
      list: [
        order('ZY1', 0, '160.00', true, 24 * HOUR),
        order('ZY2', 0, '', true, -HOUR),
        order('ZY3', 4, '240.00', false, null),
        order('ZY4', 1, '', false, null),
      ],
      total: 4,
      pageSize: 5,
    },
  })
})

test('tabs all and 0-7; each sends its status with pageNum and pageSize 5', async () => {
  renderWithI18n(<ZytfPage />)
  await screen.findByTestId('zytf-ZY1')
  expect(getMock).toHaveBeenLastCalledWith('user/api/activityOrder/getZYTFOrderList', { pageNum: 1, pageSize: 5 }, expect.anything())
  const names = ['全部', '待使用', '已使用', '已取消', '已过期', '待支付', '部分核销', '已退款', '部分退款']
  expect(['all', 0, 1, 2, 3, 4, 5, 6, 7].map((s) => screen.getByTestId(`zytf-tab-${s}`).textContent)).toEqual(names)
  fireEvent.click(screen.getByTestId('zytf-tab-4'))
  await waitFor(() =>
    expect(getMock).toHaveBeenLastCalledWith(
      'user/api/activityOrder/getZYTFOrderList',
      { status: 4, pageNum: 1, pageSize: 5 },
      expect.anything(),
    ),
  )
})

test('a row: code, status, range, quantity, paid or free; cancel and pay by the rule, both to the detail', async () => {
  renderWithI18n(<ZytfPage />)
  const row = await screen.findByTestId('zytf-ZY1')
  expect(row.textContent).toContain('订单号：ZY1')
  expect(row.textContent).toContain('待使用')
  expect(row.textContent).toContain('2026-12-01 09:00 - 12:00')
  expect(row.textContent).toContain('数量：2')
  expect(screen.getByTestId('zytf-money-ZY1').textContent).toBe('实付：¥160.00')
  expect(screen.getByTestId('zytf-money-ZY2').textContent).toBe('免费')
  expect(screen.queryByTestId('zytf-cancel-ZY1')).not.toBeNull()
  expect(screen.queryByTestId('zytf-cancel-ZY2')).toBeNull() // past cancelTime
  expect(screen.queryByTestId('zytf-cancel-ZY3')).toBeNull() // cancelStatus false
  expect(screen.queryByTestId('zytf-pay-ZY3')).not.toBeNull()
  expect(screen.queryByTestId('zytf-pay-ZY1')).toBeNull()
  expect(screen.queryByTestId('zytf-cancel-ZY4')).toBeNull()
  fireEvent.click(screen.getByTestId('zytf-cancel-ZY1'))
  expect(navigate).toHaveBeenLastCalledWith('/reservation-detail/ZY1?zytf=1')
  fireEvent.click(screen.getByTestId('zytf-pay-ZY3'))
  expect(navigate).toHaveBeenLastCalledWith('/reservation-detail/ZY3?zytf=1')
})
