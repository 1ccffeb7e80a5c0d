/** /appointment-success and /interpretation-success: the order code, the place, the session, and "View my bookings". */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get } from '@/services/request'
import InterpretationSuccessPage from '../interpretation-success'
import AppointmentSuccessPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro') }))
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

beforeEach(() => {
  jest.clearAllMocks()
  ;(get as jest.Mock).mockResolvedValue({
    code: 0,
    data: {
      orderCode: 'BK1',
      resourceName: '成都博物馆',
      status: 11,
      startTime: '2026-12-02T01:00:00.000Z',
      endTime: '2026-12-02T04:00:00.000Z',
      useNum: 2,
    },
  })
})

test('after a booking: code, place, session in site time, people; then my bookings', async () => {
  mockParams.mockReturnValue({ orderCode: 'BK1' })
  renderWithI18n(<AppointmentSuccessPage />)
  expect((await screen.findByTestId('booked-order-place')).textContent).toBe('场所：成都博物馆')
  const text = screen.getByTestId('booked-order').textContent
  expect(text).toContain('订单号：BK1')
  expect(text).toContain('12/02 09:00-12:00')
  expect(text).toContain('2')
  expect(get).toHaveBeenCalledWith('act/api/activityOrder/detail', { orderCode: 'BK1' })
  fireEvent.click(screen.getByTestId('booked-order-view'))
  expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace')
  // the booking itself, with its admission code and its cancel
  expect(screen.getByTestId('booked-order-detail').textContent).toBe('查看入场码与详情')
  fireEvent.click(screen.getByTestId('booked-order-detail'))
  expect(navigate).toHaveBeenCalledWith('/reservation-detail/BK1', 'replace')
})

test('a service booked: its kind too', async () => {
  mockParams.mockReturnValue({ orderCode: 'BK1', type: 'narrator' })
  renderWithI18n(<InterpretationSuccessPage />)
  await screen.findByTestId('booked-order-place')
  expect(screen.getByTestId('booked-order').textContent).toContain('讲解员预约')
})
