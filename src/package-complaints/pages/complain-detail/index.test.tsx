/** /complain-detail/{id}: the timeline in order (who, when, what), overdue, the rating once processed, not found. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { complaintDetail, record } from '../../../../tests/fixtures/complaints'
import { get, post } from '@/services/request'
import ComplainDetailPage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const processed = complaintDetail({
  status: 'processed',
  acceptDeadline: null,
  records: [
    record(1, 'submitted', '2026-03-01T02:00:00.000Z', { content: '实际收费与标价不符' }),
    record(2, 'accepted', '2026-03-01T04:00:00.000Z'),
    record(3, 'replied', '2026-03-01T06:00:00.000Z', { content: '已联系商家核实' }),
    record(4, 'processed', '2026-03-02T06:00:00.000Z', { content: '已退还差价15元' }),
  ],
})

function answer(detail: unknown) {
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url.endsWith('lastRecordInfo')
        ? { code: 0, data: { id: 7, status: 'processed', overdue: false, recordCount: 4, lastRecord: null } }
        : { code: 0, data: detail },
    ),
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '7' })
})

test('the timeline oldest first: what was done, by whom, when (site time), what they wrote', async () => {
  answer(processed)
  renderWithI18n(<ComplainDetailPage />)
  const timeline = await screen.findByTestId('complaint-timeline')
  const steps = Array.from(timeline.querySelectorAll('[data-action]')).map((el) => el.getAttribute('data-action'))
  expect(steps).toEqual(['submitted', 'accepted', 'replied', 'processed'])
  expect(screen.getByTestId('timeline-accepted').textContent).toContain('成都市文旅局投诉受理中心 王敏')
  expect(screen.getByTestId('timeline-accepted').textContent).toContain('2026-03-01 12:00')
  expect(screen.getByTestId('timeline-processed').textContent).toContain('已退还差价15元')
  expect(screen.getByTestId('complaint-status').textContent).toBe('已处理')
  expect(getMock).toHaveBeenCalledWith('res/api/complaints/lastRecordInfo', { id: 7 }, { loading: false })
})

test('processed and not rated: 1-5 stars required, sent once, then shown', async () => {
  answer(processed)
  renderWithI18n(<ComplainDetailPage />)
  await screen.findByTestId('complaint-feedback')
  fireEvent.click(screen.getByTestId('feedback-submit'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择满意度。' })))
  expect(postMock).not.toHaveBeenCalled()
  const stars = screen.getByTestId('feedback-stars').querySelectorAll('.nut-rate-item')
  fireEvent.click(stars[3])
  postMock.mockResolvedValue({ code: 0, message: '感谢您的评价' })
  answer({ ...processed, satisfaction: 4, records: [...processed.records, record(5, 'rated', '2026-03-02T08:00:00.000Z')] })
  fireEvent.click(screen.getByTestId('feedback-submit'))
  await waitFor(() =>
    expect(postMock).toHaveBeenCalledWith(
      'res/api/complaints/satisfiedFeedback',
      { id: 7, satisfaction: 4, content: '' },
      { idempotent: true },
    ),
  )
  await screen.findByTestId('complaint-rated')
  expect(screen.getByTestId('timeline-rated')).toBeTruthy()
})

test('pending past the accept time: overdue shown; no rating before processing', async () => {
  answer(complaintDetail({ overdue: true }))
  renderWithI18n(<ComplainDetailPage />)
  await screen.findByTestId('complaint-overdue')
  expect(screen.getByTestId('complaint-status').textContent).toBe('待受理')
  expect(screen.queryByTestId('complaint-feedback')).toBeNull()
})

test('another user’s id or none: not found, never a blank page', async () => {
  getMock.mockResolvedValue({ code: 404, message: '未找到该投诉' })
  renderWithI18n(<ComplainDetailPage />)
  await waitFor(() => expect(screen.getByTestId('complaint-detail').getAttribute('data-state')).toBe('not-found'))
  mockPageParams.mockReturnValue({})
  renderWithI18n(<ComplainDetailPage />)
  expect(screen.getAllByTestId('complaint-detail').some((el) => el.getAttribute('data-state') === 'not-found')).toBe(true)
})
