import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import * as api from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import TabBar, { resetBottomMenuLoader } from '.'

const flush = () => act(async () => undefined)

beforeEach(() => {
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined, themeColor: 'rgb(1,2,3)' })
})
afterEach(() => jest.restoreAllMocks())

test('menu fetch failure falls back to Home + Me, Home selected on /index, drawn icons in the theme colour', async () => {
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(undefined)
  renderWithI18n(<TabBar location="/index" onSelect={jest.fn()} />)
  await flush()
  expect(screen.getByTestId('tab-item-INDEX').textContent).toBe('首页')
  expect(screen.getByTestId('tab-item-USER').textContent).toBe('我的')
  expect(screen.getByTestId('tab-item-INDEX').getAttribute('data-selected')).toBe('true')
  // the selected tab takes the theme colour through its class (var(--wl-primary-text))
  expect(screen.getByTestId('tab-item-INDEX').className).toContain('is-active')
  // fallback menus have no remote icon: the menu code's drawn icon, not a grey dot
  expect(screen.getByTestId('menu-icon-INDEX')).toBeTruthy()
  expect(screen.getByTestId('menu-icon-USER')).toBeTruthy()
  expect(screen.getByTestId('tab-item-USER').getAttribute('data-selected')).toBe('false')
})

test('API menu is shown with its own names; selection follows the route; click reports the tab', async () => {
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue([
    { id: 1, name: '首页', menuCode: 'INDEX', jumpType: 1 },
    { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 },
    { id: 3, name: '个人', menuCode: 'USER', jumpType: 1 },
  ])
  const onSelect = jest.fn()
  renderWithI18n(<TabBar location="/news-list/all" onSelect={onSelect} />)
  await flush()
  expect(screen.getByTestId('tab-item-NEWS').getAttribute('data-selected')).toBe('true')
  expect(screen.getByTestId('tab-item-NEWS').textContent).toBe('资讯')
  fireEvent.click(screen.getByTestId('tab-item-USER'))
  expect(onSelect.mock.calls[0][0]).toMatchObject({ page: 'user', route: '/user' })
})
