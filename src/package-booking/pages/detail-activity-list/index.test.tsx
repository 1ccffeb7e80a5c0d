/** /detail-activity-list/{id}/{type}: the activities held at a place. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import DetailActivityListPage from '.'

const getMock = get as jest.Mock
const listCalls = () => getMock.mock.calls.filter((c) => String(c[0]).endsWith('getActivityList')).map((c) => c[1])

test('sends the place and its type', async () => {
  mockParams.mockReturnValue({ id: '12', type: 'CONTENT_TYPE_VENUE' })
  getMock.mockResolvedValue({ code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 } })
  renderWithI18n(<DetailActivityListPage />)
  expect(await screen.findByText('成都博物馆亲子研学')).toBeTruthy()
  expect(listCalls()[0]).toMatchObject({ placeId: '12', placeType: 'CONTENT_TYPE_VENUE' })
})

test('no activity there: the empty state', async () => {
  mockParams.mockReturnValue({ id: '13', type: 'CONTENT_TYPE_VENUE' })
  getMock.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  renderWithI18n(<DetailActivityListPage />)
  expect(await screen.findByText('暂无数据')).toBeTruthy()
})
