/**
 * /itinerary-edit: the shared rule before any call (6 days refused with the spec's words, no
 * destination refused), a 5-day plan sent as the form the server reads, a trip not mine: not found.
 */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import ItineraryEditPage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const place = (id: number, name: string) => ({
  id,
  name,
  cover: '',
  address: '',
  summary: '',
  resourceType: 'CONTENT_TYPE_SCENERY',
  longitude: 104,
  latitude: 30.6,
})
const trip = (over: Record<string, unknown> = {}) => ({
  id: 9,
  name: '五一成都亲子游',
  cover: '',
  intro: '',
  departureCity: '成都',
  startDate: '2026-05-01',
  endDate: '2026-05-05',
  days: 5,
  preference: 'family',
  companions: 'family',
  mode: 'publicTransport',
  placeNames: ['宽窄巷子'],
  recommended: false,
  copiedFrom: 0,
  placeIds: [3],
  places: [place(3, '宽窄巷子')],
  plan: [],
  ...over,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '9' })
})

test('a 6-day trip is refused before any call: "旅行时间不能超过120小时"', async () => {
  getMock.mockResolvedValue({ code: 0, data: trip({ endDate: '2026-05-06', days: 6 }) })
  renderWithI18n(<ItineraryEditPage />)
  await screen.findByTestId('trip-save')
  expect(screen.getByTestId('trip-dates').textContent).toContain('共6天')
  fireEvent.click(screen.getByTestId('trip-save'))
  await waitFor(() => expect(toasted()).toContain('旅行时间不能超过120小时'))
  expect(postMock).not.toHaveBeenCalled()
})

test('5 days (120 hours) is saved as the form the server reads, then its detail replaces the page', async () => {
  getMock.mockResolvedValue({ code: 0, data: trip() })
  postMock.mockResolvedValue({ code: 0, data: { id: 9 } })
  renderWithI18n(<ItineraryEditPage />)
  await screen.findByTestId('trip-save')
  fireEvent.click(screen.getByTestId('trip-companions-elders'))
  typeInto('trip-departure-city', '重庆')
  fireEvent.click(screen.getByTestId('trip-save'))
  await waitFor(() => expect(postMock).toHaveBeenCalled())
  expect(postMock.mock.calls[0][0]).toBe('resExt/api/journey/update')
  expect(postMock.mock.calls[0][1]).toMatchObject({
    id: '9',
    departureCity: '重庆',
    startDate: '2026-05-01',
    endDate: '2026-05-05',
    placeIds: '3',
    companions: 'elders',
  })
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/itinerary-detail/9', 'replace'))
})

test('no destination: "请添加目的地景区"', async () => {
  getMock.mockResolvedValue({ code: 0, data: trip() })
  renderWithI18n(<ItineraryEditPage />)
  await screen.findByTestId('trip-save')
  fireEvent.click(screen.getByTestId('trip-destination-3'))
  fireEvent.click(screen.getByTestId('trip-save'))
  await waitFor(() => expect(toasted()).toContain('请添加目的地景区'))
  expect(postMock).not.toHaveBeenCalled()
})

test('a new plan without dates asks for them; a recommended or unknown trip is not found', async () => {
  mockPageParams.mockReturnValue({})
  renderWithI18n(<ItineraryEditPage />)
  typeInto('trip-departure-city', '成都')
  fireEvent.click(screen.getByTestId('trip-save'))
  await waitFor(() => expect(toasted()).toContain('请选择出行日期'))
})

test('a trip I cannot edit: not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '行程不存在' })
  renderWithI18n(<ItineraryEditPage />)
  expect((await screen.findByTestId('itinerary-edit-not-found')).textContent).toContain('行程不存在')
})
