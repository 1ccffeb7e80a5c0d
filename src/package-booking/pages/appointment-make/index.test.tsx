/**
 * /appointment-make: a resource's open days lead to that day's booking (closed and full ones do not);
 * /appointment-resources lists by type; /appointment-consumption lists the bookings to be used with
 * their codes as text.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get } from '@/services/request'
import AppointmentConsumptionPage from '../appointment-consumption'
import AppointmentResourcesPage from '../appointment-resources'
import AppointmentMakePage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const getMock = get as jest.Mock
beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({})
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'res/api/booking/resourceList'
        ? {
            code: 0,
            datas: [
              {
                id: 1,
                resourceType: 'CONTENT_TYPE_SCENERY',
                resourceId: 30,
                resourceName: '都江堰景区',
                image: '',
                address: '',
                days: [
                  { date: '2026-12-01', week: 2, stock: 0, state: 'full' },
                  { date: '2026-12-02', week: 3, stock: 900, state: 'open' },
                ],
              },
            ],
            page: { total: 1, totalPage: 1 },
          }
        : {
            code: 0,
            datas: [
              {
                orderCode: 'BKCODE1',
                resourceName: '成都博物馆',
                status: 11,
                startTime: '2026-12-02T01:00:00.000Z',
                endTime: '2026-12-02T04:00:00.000Z',
                useNum: 1,
              },
            ],
            page: { total: 1, totalPage: 1 },
          },
    ),
  )
})

test('an open day opens that day’s booking; a full one does nothing', async () => {
  renderWithI18n(<AppointmentMakePage />)
  fireEvent.click(await screen.findByTestId('query-day-1-2026-12-01'))
  expect(navigate).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('query-day-1-2026-12-02'))
  expect(navigate).toHaveBeenCalledWith('/appointment-order/30/2026-12-02?scenic=scenic')
})

test('resources by the address’s type', async () => {
  mockParams.mockReturnValue({ resourceType: 'CONTENT_TYPE_SCENERY' })
  renderWithI18n(<AppointmentResourcesPage />)
  await screen.findByTestId('query-resource-1')
  expect(getMock).toHaveBeenCalledWith(
    'res/api/booking/resourceList',
    expect.objectContaining({ resourceType: 'CONTENT_TYPE_SCENERY' }),
    expect.anything(),
  )
  // the same resources by their open days: /appointment-make of the same type
  fireEvent.click(screen.getByText('按日期预约'))
  expect(navigate).toHaveBeenCalledWith('/appointment-make?resourceType=CONTENT_TYPE_SCENERY')
})

test('consumption codes: the bookings to be used with their codes', async () => {
  renderWithI18n(<AppointmentConsumptionPage />)
  expect((await screen.findByTestId('consumption-code-BKCODE1')).textContent).toBe('消费码：BKCODE1')
  await waitFor(() =>
    expect(getMock).toHaveBeenCalledWith(
      'user/api/activityOrder/getActivityOrderList',
      expect.objectContaining({ status: 11 }),
      expect.anything(),
    ),
  )
})
