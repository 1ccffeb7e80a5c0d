/**
 * The home sections against a mocked API: adverts (tap counts, then OUTSIDE → the disclaimer
 * handler, PLACE → the place's detail, ACTIVITY → its detail, a type without a built page (courses) → coming soon), place strips
 * with their items and links, the weather, the provincial regions with their level, and a failed
 * section that retries.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { homeApi, type Advert } from './api'
import { AdvertCarousel } from './AdvertCarousel'
import { HomeSections } from './HomeSections'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('./api', () => ({
  homeApi: {
    adverts: jest.fn(),
    click: jest.fn(),
    recommended: jest.fn(),
    places: jest.fn(),
    ranked: jest.fn(),
    news: jest.fn(),
    regions: jest.fn(),
    weather: jest.fn(),
  },
}))
const api = homeApi as unknown as Record<keyof typeof homeApi, jest.Mock>
const ok = (data: unknown) => Promise.resolve({ ok: true, data })
const place = (id: number, extra = {}) => ({
  id,
  name: `景点${id}`,
  resourceType: 'CONTENT_TYPE_SCENERY',
  cover: '/api/demo/pictures/lake-1.svg',
  tags: [],
  ...extra,
})
const ad = (adId: number, type: Advert['type'], extra: Partial<Advert> = {}): Advert => ({
  adId,
  title: `广告${adId}`,
  image: '/a.svg',
  jumpUrl: '',
  type,
  resourceId: null,
  resourceType: '',
  ...extra,
})

beforeEach(() => {
  jest.clearAllMocks()
  api.click.mockResolvedValue(undefined)
})

test('advert taps count, then open by jump type', async () => {
  api.adverts.mockReturnValue(
    ok([
      ad(1, 'OUTSIDE', { jumpUrl: 'https://www.mct.gov.cn/' }),
      ad(2, 'PLACE', { resourceId: 7, resourceType: 'CONTENT_TYPE_SCENERY' }),
      ad(3, 'ACTIVITY', { resourceId: 1, resourceType: 'CONTENT_TYPE_ACTIVITY' }),
      ad(4, 'PLACE', { resourceId: 5, resourceType: 'CONTENT_TYPE_COURSE' }),
      // a toilet has no detail page (only the service map): the advert says so
      ad(5, 'PLACE', { resourceId: 6, resourceType: 'CONTENT_TYPE_TOILET' }),
    ]),
  )
  const onExternal = jest.fn()
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve() as never)
  renderWithI18n(<AdvertCarousel onExternal={onExternal} />)
  fireEvent.click(await screen.findByTestId('home-advert-1'))
  expect(onExternal).toHaveBeenCalledWith(expect.objectContaining({ adId: 1 }))
  fireEvent.click(screen.getByTestId('home-advert-2'))
  expect(navigate).toHaveBeenCalledWith('/scenic-detail/7')
  fireEvent.click(screen.getByTestId('home-advert-3'))
  expect(navigate).toHaveBeenCalledWith('/activity-detail/1')
  fireEvent.click(screen.getByTestId('home-advert-4'))
  expect(navigate).toHaveBeenCalledWith('/course-desc/5')
  expect(toast).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('home-advert-5'))
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '敬请期待' }))
  expect(api.click.mock.calls).toEqual([[1], [2], [3], [4], [5]])
})

test('place strips, ranking numbers, weather and the provincial regions with their level', async () => {
  api.recommended.mockReturnValue(ok([place(1), place(2, { level: '5A' })]))
  api.ranked.mockReturnValue(ok([place(3, { heat: 120 })]))
  api.regions.mockReturnValue(ok([{ regionCode: '510100', regionName: '成都市', level: 2, placeCount: 12 }]))
  api.weather.mockReturnValue(
    ok({
      regionName: '成都市',
      now: { temp: 18.4, text: '多云' },
      air: { aqi: 52, category: '良' },
      daily: [{ tempMin: 12, tempMax: 21 }],
    }),
  )
  renderWithI18n(<HomeSections kinds={['recommend', 'rank', 'regions', 'weather']} accent="red" />)
  fireEvent.click(await screen.findByTestId('home-recommend-item-2'))
  expect(navigate).toHaveBeenCalledWith('/scenic-detail/2')
  expect(screen.getByTestId('home-recommend-item-2').textContent).toContain('5A')
  expect((await screen.findByTestId('home-rank-item-3')).textContent).toContain('热度 120')
  expect((await screen.findByTestId('home-region-510100')).textContent).toContain('市州 · 12 处')
  expect((await screen.findByTestId('home-weather')).textContent).toContain('18°')
  fireEvent.click(screen.getByTestId('home-rank-more'))
  expect(navigate).toHaveBeenLastCalledWith('/scenic-rank/CONTENT_TYPE_SCENERY')
})

test('a failed section offers a retry that loads again; an empty one says so', async () => {
  api.news.mockResolvedValueOnce({ ok: false, noAnswer: true }).mockReturnValueOnce(ok([{ id: 9, title: '春游指南', imgUrl: '' }]))
  api.places.mockReturnValue(ok([]))
  renderWithI18n(<HomeSections kinds={['news', 'villages']} accent="red" />)
  fireEvent.click(await screen.findByTestId('home-news-retry'))
  await waitFor(() => expect(screen.getByTestId('home-news-item-9')).toBeTruthy())
  // the three newest of every channel: "more" opens the rest of them, newest first
  fireEvent.click(screen.getByTestId('home-news-more'))
  expect(navigate).toHaveBeenLastCalledWith('/recent-news')
  expect(await screen.findByTestId('home-villages-empty')).toBeTruthy()
  expect(api.places).toHaveBeenCalledWith('RURAL', {}, 6)
})

test('a section below the screen asks for nothing until it comes near, then loads (H5 IntersectionObserver)', async () => {
  const observed: { element: Element; notify(entries: Partial<IntersectionObserverEntry>[]): void; margin?: string }[] = []
  class FakeObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      observed.push({
        element,
        margin: this.options?.rootMargin,
        notify: (entries) => this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver),
      })
    }
    disconnect() {}
  }
  const real = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
  try {
    api.news.mockReturnValue(ok([{ id: 9, title: '春游指南', imgUrl: '' }]))
    renderWithI18n(<HomeSections kinds={['news']} accent="red" />)
    expect(await screen.findByTestId('home-news-loading')).toBeTruthy()
    expect(observed).toHaveLength(1)
    expect(observed[0].element).toBe(screen.getByTestId('home-section-news'))
    expect(observed[0].margin).toBe('50% 0px')
    observed[0].notify([{ isIntersecting: false }])
    expect(api.news).not.toHaveBeenCalled()
    act(() => observed[0].notify([{ isIntersecting: true }]))
    expect(await screen.findByTestId('home-news-item-9')).toBeTruthy()
    expect(api.news).toHaveBeenCalledTimes(1)
  } finally {
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = real
  }
})
