/** /activity-list/{classifyId}/{date}: the day's activities of a classify (all: every classify); a malformed date says so. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import ActivityListPage from '.'

const getMock = get as jest.Mock
const listCalls = () => getMock.mock.calls.filter((c) => String(c[0]).endsWith('getActivityList')).map((c) => c[1])

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue({ code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 } })
})

test('sends the date and the classify; all sends no classify', async () => {
  mockParams.mockReturnValue({ classifyId: '3', date: '2026-12-05' })
  renderWithI18n(<ActivityListPage />)
  expect(await screen.findByText('成都博物馆亲子研学')).toBeTruthy()
  expect(screen.getByRole('heading', { name: '2026-12-05 的活动' })).toBeTruthy()
  expect(listCalls()[0]).toMatchObject({ date: '2026-12-05', classifyId: '3' })
})

test('a malformed date: no list call, the date rule shown', async () => {
  mockParams.mockReturnValue({ classifyId: 'all', date: '2026-13-40' })
  renderWithI18n(<ActivityListPage />)
  expect(await screen.findByTestId('activity-bad-date')).toBeTruthy()
  expect(listCalls()).toHaveLength(0)
})
