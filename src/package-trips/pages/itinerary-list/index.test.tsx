/** /itinerary-list: my trips first, the recommended ones under their tab, a row opens the trip, "plan" opens the form. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ItineraryListPage from '.'

const getMock = get as jest.Mock
const item = (id: number, name: string, recommended: boolean) => ({
  id,
  name,
  cover: '',
  intro: '宽窄巷子喝盖碗茶',
  departureCity: '成都',
  startDate: recommended ? '' : '2026-05-01',
  endDate: recommended ? '' : '2026-05-03',
  days: 3,
  preference: 'culture',
  companions: 'family',
  mode: 'publicTransport',
  placeNames: ['宽窄巷子', '武侯祠'],
  recommended,
  copiedFrom: 0,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  getMock.mockImplementation((_url: string, q: { type: string }) =>
    Promise.resolve({
      code: 0,
      datas: q.type === 'recommend' ? [item(2, '川西五日环线', true)] : [item(1, '五一成都亲子游', false)],
      page: { total: 1, totalPage: 1 },
    }),
  )
})

test('my trips, then the recommended ones; a row opens its detail; plan a new one', async () => {
  renderWithI18n(<ItineraryListPage />)
  expect((await screen.findByTestId('trip-item-1')).textContent).toContain('2026-05-01 至 2026-05-03')
  expect(getMock.mock.calls[0][0]).toBe('resExt/api/journey/list')
  fireEvent.click(screen.getByTestId('itinerary-tab-recommend'))
  expect((await screen.findByTestId('trip-item-2')).textContent).toContain('宽窄巷子喝盖碗茶')
  fireEvent.click(screen.getByTestId('trip-item-2'))
  expect(navigate).toHaveBeenCalledWith('/itinerary-detail/2')
  fireEvent.click(screen.getByTestId('itinerary-add'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/itinerary-edit'))
})
