/**
 * /activity-detail/{id}: facts (time, sign-up window, place → open-map, organiser, places), the
 * comments block, and THE button: book opens /activity-order after the login rule; closed, full and
 * view only are disabled with their words; not found shows the kit's not-found.
 */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityDetail } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivityDetailPage from '.'

const getMock = get as jest.Mock

const mockOpenRoute = jest.fn()
jest.mock('@/features/account', () => ({ useAccountGate: () => ({ openRoute: mockOpenRoute, guardBooking: jest.fn(), element: null }) }))
jest.mock('@/features/comments', () => ({
  CommentBlock: ({ type, id }: { type: string; id: number }) => <div data-testid="comments">{`${type}:${id}`}</div>,
}))

const H = 3_600_000
const iso = (h: number) => new Date(Date.now() + h * H).toISOString()

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ id: '7' })
})

test('a free booking open for sign-up: facts, comments, and the button opens the order page', async () => {
  getMock.mockResolvedValue({ code: 0, data: activityDetail() })
  renderWithI18n(<ActivityDetailPage />)
  expect((await screen.findByTestId('activity-name')).textContent).toContain('成都博物馆亲子研学')
  expect(screen.getByTestId('activity-state').textContent).toContain('未开始')
  expect(screen.getByTestId('activity-places').textContent).toContain('剩余 27 / 共 30')
  expect(screen.getByTestId('comments').textContent).toContain('CONTENT_TYPE_ACTIVITY:7')
  fireEvent.click(screen.getByTestId('activity-address'))
  expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/open-map\/104\.0636\/30\.6578\//))
  expect(screen.getByTestId('activity-action').getAttribute('data-kind')).toBe('book')
  fireEvent.click(screen.getByTestId('activity-button'))
  expect(mockOpenRoute).toHaveBeenCalledWith('/activity-order/7', true)
  // not begun: no feedback or survey yet
  expect(screen.queryByTestId('activity-survey-link')).toBeNull()
})

test.each([
  ['closed', { signEndTime: iso(-1) }, '报名已截止'],
  ['full', { stock: 0 }, '名额已满'],
  ['viewOnly', { method: 'ACTIVITY_MODE_PLAIN' as const, stock: null }, '无需预约，欢迎参加'],
  ['notOpen', { signStartTime: iso(2) }, '报名未开始'],
])('%s: disabled with its words', async (kind, over, words) => {
  getMock.mockResolvedValue({ code: 0, data: activityDetail(over) })
  renderWithI18n(<ActivityDetailPage />)
  expect((await screen.findByTestId('activity-button')).textContent).toContain(words)
  expect(screen.getByTestId('activity-action').getAttribute('data-kind')).toBe(kind)
  fireEvent.click(screen.getByTestId('activity-button'))
  expect(mockOpenRoute).not.toHaveBeenCalled()
})

test('an ended activity offers feedback and the survey', async () => {
  getMock.mockResolvedValue({ code: 0, data: activityDetail({ state: 'ended', startTime: iso(-5), endTime: iso(-3) }) })
  renderWithI18n(<ActivityDetailPage />)
  fireEvent.click(await screen.findByTestId('activity-survey-link'))
  expect(navigate).toHaveBeenLastCalledWith('/activity-survey?activityId=7')
  fireEvent.click(screen.getByTestId('activity-write-link'))
  expect(navigate).toHaveBeenLastCalledWith('/activity-write/7/CONTENT_TYPE_ACTIVITY')
  expect(screen.getByTestId('activity-action').getAttribute('data-kind')).toBe('ended')
})

test('not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '活动不存在' })
  renderWithI18n(<ActivityDetailPage />)
  expect(await screen.findByText('活动不存在')).toBeTruthy()
})
