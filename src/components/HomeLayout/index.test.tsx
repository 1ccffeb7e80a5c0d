import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import type { HomeLayout as Name } from '../../core/home-selection'
import HomeLayout from '.'
import { LAYOUT_VARIANTS } from './variants'

const menus = [
  { id: 1, name: '景区', menuCode: 'SCENIC', jumpType: 1 as const },
  { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 as const },
]

test.each(Object.keys(LAYOUT_VARIANTS) as Name[])('%s layout renders its test id, site name, grid and two sections', (layout) => {
  const onOpen = jest.fn()
  renderWithI18n(<HomeLayout layout={layout} siteName="测试站" menus={menus} themeColor="rgb(230,170,58)" onOpen={onOpen} />)
  expect(screen.getByTestId(`home-layout-${layout}`)).toBeTruthy()
  expect(screen.getByTestId('home-site-name').textContent).toBe('测试站')
  fireEvent.click(screen.getByTestId('index-menu-NEWS'))
  expect(onOpen).toHaveBeenCalledWith(menus[1])
  for (const key of LAYOUT_VARIANTS[layout].sections) expect(screen.getByTestId(`home-section-${key.split('.').pop()}`)).toBeTruthy()
})

test('layouts differ from each other (sections or look)', () => {
  const looks = Object.values(LAYOUT_VARIANTS).map((v) => `${v.hero}|${v.sections.join()}`)
  expect(new Set(looks).size).toBe(looks.length)
})

test('loading and empty states', () => {
  const { rerender } = renderWithI18n(<HomeLayout layout="default" siteName="s" menus={undefined} themeColor="red" onOpen={jest.fn()} />)
  expect(screen.getByTestId('home-loading').textContent).toBe('数据加载中…')
  rerender(<HomeLayout layout="default" siteName="s" menus={[]} themeColor="red" onOpen={jest.fn()} />)
  expect(screen.getByTestId('home-empty').textContent).toBe('暂无菜单')
  expect(screen.queryByTestId('index-menu-grid')).toBeNull()
})
