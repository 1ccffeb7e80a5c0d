/** /activity/{classifyId}: the classify and state tabs send their filters; the address's classify is the first tab chosen. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import ActivityPage from '.'

const getMock = get as jest.Mock
const listCalls = () => getMock.mock.calls.filter((c) => String(c[0]).endsWith('getActivityList')).map((c) => c[1])

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ classifyId: '2' })
  getMock.mockImplementation(async (url: string) => {
    if (url.endsWith('getActivityClassifyList'))
      return {
        code: 0,
        datas: [
          { id: 1, name: '演出赛事', activityCount: 5 },
          { id: 2, name: '亲子研学', activityCount: 3 },
        ],
      }
    if (url.endsWith('activityCalendar')) return { code: 0, datas: [] }
    return { code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 } }
  })
})

test('opens on the classify of the address, titled by it; the state tabs send 1, 2, 3', async () => {
  renderWithI18n(<ActivityPage />)
  expect(await screen.findByRole('heading', { name: '亲子研学' })).toBeTruthy()
  await waitFor(() => expect(listCalls()[0]).toMatchObject({ classifyId: '2', currPage: 1 }))
  fireEvent.click(screen.getByTestId('activity-state-tab-ended'))
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ classifyId: '2', state: 3 }))
  fireEvent.click(screen.getByTestId('activity-classify-tab-all'))
  await waitFor(() => expect(listCalls().at(-1)).toEqual(expect.not.objectContaining({ classifyId: expect.anything() })))
})
