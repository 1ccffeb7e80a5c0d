/**
 * The package's page bodies: a site-only page shows its content on its sites and a clear "not on
 * this site" with the way home elsewhere; the type tabs switch the listed type.
 */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { HOME_ROUTE } from '@/core/routes'
import { navigate } from '@/services/navigate'
import { SiteOnly } from './SiteOnly'
import { TypeTabsPage } from './TypeTabsPage'

jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/features/places/PlaceListView', () => ({
  PlaceListView: ({ type, params }: { type: string; params?: object }) => (
    <div data-testid="place-list" data-type={type} data-params={JSON.stringify(params ?? {})} />
  ),
}))
// the type tabs are the places feature's own, over the list above
jest.mock('@/features/places', () => ({
  PlaceListView: jest.requireMock('@/features/places/PlaceListView').PlaceListView,
  PlaceTypeTabs: jest.requireActual('@/features/places/PlaceTypeTabs').PlaceTypeTabs,
}))

// the site the app runs as (jest global), changed per test
const globals = globalThis as unknown as { __SITE__: typeof __SITE__ }
const site = globals.__SITE__
afterEach(() => {
  globals.__SITE__ = site
})

test('a Xinjiang page is not on cd-city: it says so, offers home and the site’s scenic areas', () => {
  globals.__SITE__ = { ...site, siteCode: 'cd-city', name: '成都文旅云', regionCode: '510100' }
  renderWithI18n(
    <SiteOnly section="xjHot" titleKey="page.xjHot">
      <div data-testid="content" />
    </SiteOnly>,
  )
  expect(screen.queryByTestId('content')).toBeNull()
  expect(screen.getByTestId('not-on-site').textContent).toContain('本站点没有这个栏目')
  expect(screen.getByTestId('not-on-site').textContent).toContain('成都文旅云暂未开设这个栏目')
  expect(screen.getByTestId('place-list').dataset.type).toBe('SCENERY')
  fireEvent.click(screen.getByTestId('not-on-site-action'))
  expect(navigate).toHaveBeenCalledWith(HOME_ROUTE, 'relaunch')
})

test('on xj-region the Xinjiang page shows its content', () => {
  globals.__SITE__ = { ...site, siteCode: 'xj-region', regionCode: '650000' }
  renderWithI18n(
    <SiteOnly section="xjPanoramic" titleKey="page.xjPanoramic">
      <div data-testid="content" />
    </SiteOnly>,
  )
  expect(screen.getByTestId('content')).toBeTruthy()
  expect(screen.queryByTestId('not-on-site')).toBeNull()
})

test('type tabs: the first type listed, a tab switches the list, the params go to every tab', () => {
  const point = { longitude: 104.06, latitude: 30.67 }
  renderWithI18n(<TypeTabsPage titleKey="page.visit" types={['VENUE', 'SCENERY']} testId="visit" params={point} />)
  expect(screen.getByTestId('place-list').dataset.type).toBe('VENUE')
  expect(screen.getByTestId('visit-tab-SCENERY').textContent).toBe('景区')
  fireEvent.click(screen.getByTestId('visit-tab-SCENERY'))
  expect(screen.getByTestId('place-list').dataset.type).toBe('SCENERY')
  expect(JSON.parse(screen.getByTestId('place-list').dataset.params!)).toEqual(point)
})

test('one type: no tabs', () => {
  renderWithI18n(<TypeTabsPage titleKey="page.jmgSub" types={['SCENERY']} testId="jmg-sub" />)
  expect(screen.queryByTestId('jmg-sub-tab-SCENERY')).toBeNull()
  expect(screen.getByTestId('place-list').dataset.type).toBe('SCENERY')
})
