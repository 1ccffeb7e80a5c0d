/**
 * A Great Wall page on cc-greatwall: the page shell with the park's skin (data-skin greatwall) and
 * its footer, whose links open the park's sections; on any other site "not on this site" with the
 * way home instead of the page (the weapp stamp leaves the package out there altogether).
 */
import { mockPageParams } from '../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { HOME_ROUTE } from '@/core/routes'
import { navigate } from '@/services/navigate'
import { GreatWallPage } from './GreatWallPage'

jest.mock('@/features/places', () => ({ PlaceListView: ({ type }: { type: string }) => <div data-testid="place-list" data-type={type} /> }))

const globals = globalThis as unknown as { __SITE__: typeof __SITE__ }
const site = globals.__SITE__
const greatWall = jest.requireActual('../../../sites/index.js').loadSite('cc-greatwall') as typeof __SITE__
afterEach(() => {
  globals.__SITE__ = site
  jest.clearAllMocks()
})
beforeEach(() => mockPageParams.mockReturnValue({}))

const page = () =>
  renderWithI18n(
    <GreatWallPage title="长城驿站" testId="cc-hotel">
      <div data-testid="content" />
    </GreatWallPage>,
  )

test('on cc-greatwall: the park’s skin and footer around the page; the footer opens the post stations', () => {
  globals.__SITE__ = greatWall
  page()
  expect(screen.getByTestId('content')).toBeTruthy()
  expect(screen.getByTestId('cc-hotel').dataset.skin).toBe('greatwall')
  expect(screen.getByTestId('cc-hotel').className).toContain('gw-skin--greatwall')
  const footer = screen.getByTestId('greatwall-footer')
  expect(footer.textContent).toContain('长城文化公园')
  expect(footer.textContent).toContain('长城国家文化公园（河北段）')
  fireEvent.click(screen.getByTestId('greatwall-footer-hotel'))
  expect(navigate).toHaveBeenCalledWith('/cc-hotel')
})

test('a site with the default footer shows none', () => {
  globals.__SITE__ = { ...greatWall, footer: 'default', skin: 'default' }
  page()
  expect(screen.getByTestId('cc-hotel').dataset.skin).toBe('default')
  expect(screen.queryByTestId('greatwall-footer')).toBeNull()
})

test('on cd-city the park is not on the site: it says so, with the way home and the site’s scenic areas', () => {
  page()
  expect(screen.queryByTestId('content')).toBeNull()
  expect(screen.getByTestId('not-on-site').textContent).toContain('本站点没有这个栏目')
  expect(screen.getByTestId('place-list').dataset.type).toBe('SCENERY')
  fireEvent.click(screen.getByTestId('not-on-site-action'))
  expect(navigate).toHaveBeenCalledWith(HOME_ROUTE, 'relaunch')
})
