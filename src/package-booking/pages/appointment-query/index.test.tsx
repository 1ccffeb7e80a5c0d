/**
 * /appointment-query: the query block lists the bookable resources with their days, by type and by
 * name; a row opens its booking (?scenic=scenic for scenery); the address's query is kept in storage
 * and applies when the address comes without one; the route products show under it with the button
 * of product-spec 4, and a reminder toasts "set reminder succeeded" (code 1) or the server's msg.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { appointmentQueryKey, storage } from '@/platform/storage'
import { currentLocation, navigate } from '@/services/navigate'
import { get, post } from '@/services/request'
import AppointmentQueryPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
const mockToken = jest.fn(() => 'token')
jest.mock('@/features/account', () => ({
  readToken: () => mockToken(),
  readStoredUser: () => ({ userToken: 'token', unid: 'u-1', encryption: 'enc' }),
}))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const getMock = get as jest.Mock
const postMock = post as jest.Mock
const DAY = 86_400_000

const resource = (id: number, resourceType: string, resourceId: number, resourceName: string) => ({
  id,
  resourceType,
  resourceId,
  resourceName,
  image: '',
  address: '成都市青羊区',
  days: [
    { date: '2026-12-01', week: 2, stock: 180, state: 'open' },
    { date: '2026-12-02', week: 3, stock: 0, state: 'full' },
    { date: '2026-12-03', week: 4, stock: 0, state: 'closed' },
  ],
})
const product = (id: number, sn: string, saleType: number, upperIn: number | null, remindStatus = 0) => ({
  id,
  sn,
  name: `线路${sn}`,
  price: '168.00',
  saleType,
  thumbImageUrl: '',
  url: `https://route.example/${sn}`,
  currentDate: Date.now(),
  upperTime: upperIn === null ? null : Date.now() + upperIn,
  lowerTime: upperIn === null ? null : Date.now() + upperIn + 10 * DAY,
  remindStatus,
})

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  mockParams.mockReturnValue({})
  ;(currentLocation as jest.Mock).mockReturnValue('/appointment-query')
  getMock.mockImplementation((url: string) => {
    if (url === 'res/api/booking/resourceList')
      return Promise.resolve({
        code: 0,
        datas: [resource(1, 'CONTENT_TYPE_VENUE', 12, '成都博物馆'), resource(2, 'CONTENT_TYPE_SCENERY', 30, '都江堰景区')],
        page: { total: 2, totalPage: 1 },
      })
    if (url === 'res/api/route/getRouteList')
      return Promise.resolve({
        code: 1,
        data: {
          domain: 'https://route.example',
          productListVO: [product(1, 'L1', 1, null), product(2, 'L2', 2, 3 * DAY), product(3, 'L3', 2, 3 * DAY, 1)],
        },
      })
    return Promise.resolve({ code: 0, data: 'identity' })
  })
})

const lastParams = (url: string) => getMock.mock.calls.filter(([u]) => u === url).at(-1)?.[1]

test('resources with their days; a row opens its booking, scenery with ?scenic=scenic', async () => {
  renderWithI18n(<AppointmentQueryPage />)
  await screen.findByTestId('query-resource-1')
  expect(screen.getByTestId('query-day-1-2026-12-01').textContent).toBe('12-01 余180')
  expect(screen.getByTestId('query-day-1-2026-12-02').textContent).toBe('12-02 已约满')
  fireEvent.click(screen.getByTestId('query-resource-1'))
  expect(navigate).toHaveBeenLastCalledWith('/appointment-order/12')
  fireEvent.click(screen.getByTestId('query-resource-2'))
  expect(navigate).toHaveBeenLastCalledWith('/appointment-order/30?scenic=scenic')
})

test('type tabs and the name search filter the list', async () => {
  renderWithI18n(<AppointmentQueryPage />)
  await screen.findByTestId('query-resource-1')
  fireEvent.click(screen.getByTestId('query-type-CONTENT_TYPE_NARRATOR'))
  await waitFor(() =>
    expect(lastParams('res/api/booking/resourceList')).toEqual(expect.objectContaining({ resourceType: 'CONTENT_TYPE_NARRATOR' })),
  )
  fireEvent.click(screen.getByTestId('query-type-all'))
  await waitFor(() => expect(lastParams('res/api/booking/resourceList')?.resourceType).toBeUndefined())
})

test('the address’s query is kept, and applies when the address comes without one', async () => {
  mockParams.mockReturnValue({ resourceType: 'CONTENT_TYPE_SCENERY' })
  const first = renderWithI18n(<AppointmentQueryPage />)
  await waitFor(() =>
    expect(lastParams('res/api/booking/resourceList')).toEqual(expect.objectContaining({ resourceType: 'CONTENT_TYPE_SCENERY' })),
  )
  expect(storage.get(appointmentQueryKey('/appointment-query'))).toBe('resourceType=CONTENT_TYPE_SCENERY')
  first.unmount()
  getMock.mockClear()
  mockParams.mockReturnValue({})
  renderWithI18n(<AppointmentQueryPage />)
  await waitFor(() =>
    expect(lastParams('res/api/booking/resourceList')).toEqual(expect.objectContaining({ resourceType: 'CONTENT_TYPE_SCENERY' })),
  )
})

test('route products: book, remind and reminded by the sale rule; a reminder toasts its success or the server’s msg', async () => {
  renderWithI18n(<AppointmentQueryPage />)
  await screen.findByTestId('route-L1')
  expect(screen.getByTestId('route-L1').getAttribute('data-button')).toBe('book')
  expect(screen.getByTestId('route-L2').getAttribute('data-button')).toBe('remind')
  expect(screen.getByTestId('route-L3').getAttribute('data-button')).toBe('reminded')
  postMock.mockResolvedValueOnce({ code: 1, msg: '设置提醒成功' })
  fireEvent.click(screen.getByTestId('route-button-L2'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '设置提醒成功' })))
  expect(postMock).toHaveBeenLastCalledWith('user/api/route/setOpenAndClose', { productId: 2, status: 1, openid: '' })
  postMock.mockResolvedValueOnce({ code: 400, msg: '该线路无需提醒' })
  fireEvent.click(screen.getByTestId('route-button-L2'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '该线路无需提醒' })))
})

test('a visitor not logged in is sent to the login first, and back here after it', async () => {
  mockToken.mockReturnValue('')
  renderWithI18n(<AppointmentQueryPage />)
  fireEvent.click(await screen.findByTestId('route-button-L2'))
  expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Fappointment-query')
  expect(postMock).not.toHaveBeenCalled()
  mockToken.mockReturnValue('token')
})

test('book leaves for the route platform through the disclaimer, with lineSn, unid, a one-time code as token, and encryption', async () => {
  postMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'user/api/route/linkCode' ? { code: 0, data: { code: 'link-code-1', expiresAt: '2026-12-01T00:05:00Z' } } : { code: 1 },
    ),
  )
  const assign = jest.fn()
  const real = window.location
  const fake = {
    pathname: '/appointment-query',
    search: '',
    hash: '',
    origin: 'http://localhost',
    get href() {
      return 'http://localhost/appointment-query'
    },
    set href(v: string) {
      assign(v)
    },
  }
  Object.defineProperty(window, 'location', { configurable: true, value: fake })
  renderWithI18n(<AppointmentQueryPage />)
  fireEvent.click(await screen.findByTestId('route-button-L1'))
  fireEvent.click(await screen.findByTestId('external-confirm'))
  await waitFor(() => expect(assign).toHaveBeenCalled())
  // the live login token ('token') never goes into the third-party address
  expect(assign).toHaveBeenCalledWith('https://route.example/L1?lineSn=L1&unid=u-1&token=link-code-1&encryption=enc')
  Object.defineProperty(window, 'location', { configurable: true, value: real })
})
