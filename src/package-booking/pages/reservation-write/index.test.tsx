/** /reservation-write: the comments area's writer on the booked place; once posted the order is marked commented and the booking shows again. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { post } from '@/services/request'
import ReservationWritePage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro') }))
jest.mock('@/kit/page-params', () => ({
  ...jest.requireActual('@/kit/page-params'),
  usePageParams: () => ({ resourceId: '12', resourceType: 'CONTENT_TYPE_VENUE', orderId: 'BK1' }),
}))
const mockTarget = jest.fn()
jest.mock('@/features/comments', () => ({
  targetOfParams: (type: string, id: string) => ({ resourceType: type, resourceId: id }),
  CommentWriter: ({ target, onSent }: { target: unknown; onSent: (s: unknown) => void }) => {
    mockTarget(target)
    return (
      <button data-testid="writer-send" onClick={() => onSent({ id: 1, state: 'published' })}>
        send
      </button>
    )
  },
}))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

test('writes on the place, marks the order commented, back to the booking', async () => {
  ;(post as jest.Mock).mockResolvedValue({ code: 0, data: { commentStatus: 1 } })
  renderWithI18n(<ReservationWritePage />)
  expect(mockTarget).toHaveBeenCalledWith({ resourceType: 'CONTENT_TYPE_VENUE', resourceId: '12' })
  fireEvent.click(screen.getByTestId('writer-send'))
  await waitFor(() => expect(post).toHaveBeenCalledWith('user/api/activityOrder/commentOrder', { orderCode: 'BK1' }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/reservation-detail/BK1', 'replace'))
})
