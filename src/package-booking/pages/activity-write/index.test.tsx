/** /activity-write/{id}/{type}: the comment writer on the activity; once sent, /activity-write-success with its state. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityDetail } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivityWritePage from '.'

const getMock = get as jest.Mock

const mockWriter = jest.fn()
jest.mock('@/features/comments', () => ({
  ...jest.requireActual('@/features/comments'),
  CommentWriter: (props: { target: unknown; onSent: (s: { state: string }) => void }) => {
    mockWriter(props.target)
    return <button data-testid="writer-send" onClick={() => props.onSent({ state: 'pending' })} />
  },
}))

test('writes about the activity and goes on to the success page', async () => {
  mockParams.mockReturnValue({ id: '7', type: 'CONTENT_TYPE_ACTIVITY' })
  getMock.mockResolvedValue({ code: 0, data: activityDetail() })
  renderWithI18n(<ActivityWritePage />)
  expect(await screen.findByText(/成都博物馆亲子研学/)).toBeTruthy()
  expect(mockWriter).toHaveBeenCalledWith(expect.objectContaining({ resourceType: 'CONTENT_TYPE_ACTIVITY', resourceId: '7' }))
  fireEvent.click(screen.getByTestId('writer-send'))
  expect(navigate).toHaveBeenCalledWith('/activity-write-success?state=pending', 'replace')
})
