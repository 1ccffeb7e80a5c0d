/** /user-activity: the reservation list kept to activity orders (orderType CONTENT_TYPE_ACTIVITY), titled My activities. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import UserActivityPage from '.'

const getMock = get as jest.Mock

test('asks for activity orders only, the count badge too', async () => {
  mockParams.mockReturnValue({})
  getMock.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  renderWithI18n(<UserActivityPage />)
  expect(screen.getByRole('heading', { name: '我的活动' })).toBeTruthy()
  await waitFor(() => expect(getMock.mock.calls.length).toBeGreaterThanOrEqual(2))
  for (const [url, params] of getMock.mock.calls) {
    expect(url).toBe('user/api/activityOrder/getActivityOrderList')
    expect(params).toMatchObject({ orderType: 'CONTENT_TYPE_ACTIVITY' })
  }
  expect(await screen.findByText('暂无数据')).toBeTruthy()
})
