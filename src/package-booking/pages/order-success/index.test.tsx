/** /order-success/{orderCode}: a room booking waits for the venue's review; the order and "My reservations". */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import OrderSuccessPage from '.'

const mockOrder = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => ({ orderCode: 'BK20261202ABCDEFGHJKLM' }) }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  appointmentApi: { order: (...a: unknown[]) => mockOrder(...a) },
}))

test('the booking waits for review; its room, people and status; My reservations opens the list', async () => {
  mockOrder.mockResolvedValue({
    ok: true,
    data: {
      orderCode: 'BK20261202ABCDEFGHJKLM',
      resourceName: '四川博物院学术报告厅',
      startTime: '2026-12-02T06:00:00.000Z',
      endTime: '2026-12-02T08:00:00.000Z',
      useNum: 12,
      status: 4,
    },
  })
  renderWithI18n(<OrderSuccessPage />)
  expect(await screen.findByTestId('booked-order-place')).toBeTruthy()
  expect(screen.getByText('预约已提交，等待场馆审核')).toBeTruthy()
  expect(mockOrder).toHaveBeenCalledWith('BK20261202ABCDEFGHJKLM')
  expect(screen.getByText(/待审核/)).toBeTruthy()
  expect(screen.getByText('审核结果将在“我的预约”中显示')).toBeTruthy()
  fireEvent.click(screen.getByTestId('booked-order-view'))
  expect(navigate).toHaveBeenCalledWith('/user-reservation', 'replace')
})
