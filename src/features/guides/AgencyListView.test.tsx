/** The travel agencies: on the whole list a card's district opens that district's agencies; a district's own list does not repeat it. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { usePageParams } from '../../kit/page-params'
import { navigate } from '../../services/navigate'
import { AgencyListView } from './AgencyListView'
import { agencyApi, type Agency } from './api'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('./api', () => ({ agencyApi: { variant: 'a', list: jest.fn(), detail: jest.fn() } }))
jest.mock('../../kit/page-params', () => ({ usePageParams: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/travel-list' }))
jest.mock('../../components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
;(globalThis as any).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const agency: Agency = {
  id: 3,
  name: '锦城国际旅行社',
  licenceNo: 'L-SC-00123',
  regionCode: '510107',
  regionName: '武侯区',
  address: '',
  phone: '028-80000000',
  cover: '',
  longitude: null,
  latitude: null,
  rating: 4.8,
}

beforeEach(() => {
  jest.clearAllMocks()
  ;(agencyApi.list as jest.Mock).mockResolvedValue({ ok: true, data: { items: [agency], totalPage: 1 } })
})

test('the whole list: a card’s district opens /travel-list/{site}/{district}', async () => {
  ;(usePageParams as jest.Mock).mockReturnValue({})
  renderWithI18n(<AgencyListView />)
  fireEvent.click(await screen.findByTestId('agency-district-3'))
  expect(navigate).toHaveBeenCalledWith(`/travel-list/${__SITE__.siteCode}/${encodeURIComponent('武侯区')}`)
})

test('a district’s list names it and does not link it again', async () => {
  ;(usePageParams as jest.Mock).mockReturnValue({ siteId: 'cd-city', regionName: '武侯区' })
  renderWithI18n(<AgencyListView />)
  await screen.findByTestId('agency-3')
  expect(agencyApi.list).toHaveBeenCalledWith({ siteId: 'cd-city', regionName: '武侯区' }, expect.anything())
  expect(screen.queryByTestId('agency-district-3')).toBeNull()
})
