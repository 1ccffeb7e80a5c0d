/**
 * Each home layout as rendered: its test id, the site name, the menu grid opening a menu, and a
 * look of its own (hero background and height, cells per row, the two section headings) read
 * from the DOM, so two layouts that render alike fail however the variants table is written.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import type { HomeLayout as Name } from '../../core/home-selection'
import HomeLayout from '.'
import { LAYOUT_VARIANTS } from './variants'

// the sections' calls answer empty lists (their own tests are in src/features/home)
jest.mock('../../features/home/api', () => {
  const empty = () => Promise.resolve({ ok: true, data: [] })
  return {
    homeApi: {
      adverts: empty,
      click: empty,
      recommended: empty,
      places: empty,
      ranked: empty,
      news: empty,
      regions: empty,
      weather: () => Promise.resolve({ ok: false, noAnswer: true }),
    },
  }
})

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

const menus = [
  { id: 1, name: '景区', menuCode: 'SCENIC', jumpType: 1 as const },
  { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 as const },
]
const LAYOUTS = Object.keys(LAYOUT_VARIANTS) as Name[]
const THEME = 'rgb(230, 170, 58)'

/** What a visitor sees that tells the layouts apart. */
function renderedLook(layout: Name): string {
  const { container, unmount } = renderWithI18n(
    <HomeLayout layout={layout} siteName="测试站" menus={menus} themeColor={THEME} onOpen={jest.fn()} />,
  )
  const hero = container.querySelector('.home-layout__hero') as HTMLElement
  const cellWidth = (screen.getByTestId('index-menu-NEWS') as HTMLElement).style.width
  const headings = Array.from(container.querySelectorAll('[data-testid^="home-section-"] .home-section__title'), (h) => h.textContent)
  unmount()
  return [hero.style.background, hero.style.minHeight, cellWidth, ...headings].join(' | ')
}

test.each(LAYOUTS)('%s layout renders its test id, the site name, a working menu grid and its titled sections in order', (layout) => {
  const onOpen = jest.fn()
  renderWithI18n(<HomeLayout layout={layout} siteName="测试站" menus={menus} themeColor={THEME} onOpen={onOpen} />)
  expect(screen.getByTestId(`home-layout-${layout}`)).toBeTruthy()
  expect(screen.getByTestId('home-site-name').textContent).toBe('测试站')
  fireEvent.click(screen.getByTestId('index-menu-NEWS'))
  expect(onOpen).toHaveBeenCalledWith(menus[1])
  const sections = screen.getAllByTestId(/^home-section-/)
  expect(sections.map((s) => s.getAttribute('data-testid'))).toEqual(LAYOUT_VARIANTS[layout].sections.map((kind) => `home-section-${kind}`))
  for (const section of sections) expect(section.textContent?.trim()).not.toBe('')
})

test.each(LAYOUTS)('%s layout has a search entry in its hero that opens /search', (layout) => {
  jest.mocked(navigate).mockClear()
  const { container } = renderWithI18n(<HomeLayout layout={layout} siteName="测试站" menus={menus} themeColor={THEME} onOpen={jest.fn()} />)
  const hero = container.querySelector('.home-layout__hero') as HTMLElement
  fireEvent.click(within(hero).getByRole('button', { name: '搜索景区、活动、资讯' }))
  expect(navigate).toHaveBeenCalledWith('/search')
})

test('every layout looks different as rendered', () => {
  const looks = LAYOUTS.map(renderedLook)
  expect(new Set(looks).size).toBe(LAYOUTS.length)
})

test("the theme-coloured hero takes the site's colour, and its text stays readable on it", () => {
  const { container } = renderWithI18n(
    <HomeLayout layout="default" siteName="s" menus={menus} themeColor="rgb(20, 40, 90)" onOpen={jest.fn()} />,
  )
  const hero = container.querySelector('.home-layout__hero') as HTMLElement
  expect(hero.style.background).toBe('rgb(20, 40, 90)')
  expect(hero.style.color).toBe('rgb(255, 255, 255)')
})

test('loading and empty states', () => {
  const { rerender } = renderWithI18n(<HomeLayout layout="default" siteName="s" menus={undefined} themeColor="red" onOpen={jest.fn()} />)
  expect(screen.getByTestId('home-loading').textContent).toBe('数据加载中…')
  rerender(<HomeLayout layout="default" siteName="s" menus={[]} themeColor="red" onOpen={jest.fn()} />)
  expect(screen.getByTestId('home-empty').textContent).toBe('暂无菜单')
  expect(screen.queryByTestId('index-menu-grid')).toBeNull()
})
