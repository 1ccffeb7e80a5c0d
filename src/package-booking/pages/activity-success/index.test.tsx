/** /activity-success/{orderCode}: the order as the server keeps it (name, people, status), then my activities or more activities. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivitySuccessPage from '.'

const getMock = get as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ orderCode: 'BK20261202ABCDEFGHJKLM' })
})

test('shows the order and leads to my activities', async () => {
  getMock.mockResolvedValue({
    code: 0,
    data: {
      orderCode: 'BK20261202ABCDEFGHJKLM',
      resourceName: '成都博物馆亲子研学',
      status: 11,
      useNum: 2,
      startTime: '2026-12-02T01:30:00Z',
      endTime: '2026-12-02T03:30:00Z',
      day: '2026-12-02',
    },
  })
  renderWithI18n(<ActivitySuccessPage />)
  expect((await screen.findByTestId('booked-order-place')).textContent).toBe('场所：成都博物馆亲子研学')
  expect(screen.getByTestId('booked-order-status').textContent).toBe('状态：待使用')
  expect(getMock).toHaveBeenCalledWith('act/api/activityOrder/detail', { orderCode: 'BK20261202ABCDEFGHJKLM' })
  fireEvent.click(screen.getByTestId('activity-success-mine'))
  expect(navigate).toHaveBeenCalledWith('/user-activity?orderType=CONTENT_TYPE_ACTIVITY', 'replace')
})

test('an order that is not the caller’s: the server’s not-found words, no details', async () => {
  getMock.mockResolvedValue({ code: 404, message: '订单不存在' })
  renderWithI18n(<ActivitySuccessPage />)
  expect((await screen.findByTestId('booked-order-page-error')).textContent).toContain('订单不存在')
  expect(screen.queryByTestId('booked-order-place')).toBeNull()
})
