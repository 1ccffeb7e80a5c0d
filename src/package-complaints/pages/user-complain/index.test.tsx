/** /user-complain: my complaints with their status, overdue and last step; tabs filter by status; a tap opens the detail. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { complaintDetail, record } from '../../../../tests/fixtures/complaints'
import { navigate } from '@/services/navigate'
import { get } from '@/services/request'
import UserComplainPage from '.'

const getMock = get as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  getMock.mockResolvedValue({
    code: 0,
    datas: [
      complaintDetail({ id: 3, status: 'pending', overdue: true }),
      complaintDetail({ id: 2, status: 'accepted', lastRecord: record(9, 'replied', '2026-03-01T06:00:00.000Z') }),
    ],
    page: { total: 2, totalPage: 1 },
  })
})

test('rows with status, overdue and the last step; tab by status; tap → detail', async () => {
  renderWithI18n(<UserComplainPage />)
  const pending = await screen.findByTestId('complaint-3')
  expect(pending.textContent).toContain('待受理')
  expect(pending.textContent).toContain('已超时')
  expect(screen.getByTestId('complaint-2').textContent).toContain('回复 · 2026-03-01 14:00')
  expect(getMock).toHaveBeenCalledWith('res/api/complaints/list', { currPage: 1, pageSize: 10 }, expect.anything())
  fireEvent.click(screen.getByTestId('complaint-2'))
  expect(navigate).toHaveBeenCalledWith('/complain-detail/2')
  fireEvent.click(screen.getByTestId('complaint-tab-processed'))
  await waitFor(() =>
    expect(getMock).toHaveBeenCalledWith('res/api/complaints/list', { status: 'processed', currPage: 1, pageSize: 10 }, expect.anything()),
  )
})

test('no complaint yet: "我要投诉" comes before "暂无数据" and opens the form', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  const { container } = renderWithI18n(<UserComplainPage />)
  const empty = await screen.findByTestId('list-empty')
  const action = screen.getByTestId('complaint-new')
  expect(action.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(container.querySelectorAll('[data-testid="complaint-new"]')).toHaveLength(1)
  fireEvent.click(action)
  expect(navigate).toHaveBeenCalledWith('/complain-save')
})
