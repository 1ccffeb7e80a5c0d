/** /activity-write/{id}/{type}: the comment writer on the activity; once sent, /activity-write-success with its state. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityDetail } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivityWritePage from '.'

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
jest.mock('@/components/PageShell', () => ({
  __esModule: true,
  default: ({ children, title }: { children: unknown; title: string }) => [<h1 key="t">{title}</h1>, children],
}))
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
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
