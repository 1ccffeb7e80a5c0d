import { act, fireEvent, screen } from '@testing-library/react'
import { i18n, renderWithI18n } from '../../../tests/setup/render'
import * as api from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import type { MenuItem } from '../../../types/contract'
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

test('a language switch fetches the bottom menu again, in the new language; an answer for the old one is dropped', async () => {
  const names: Record<string, string> = { zh: '资讯', en: 'News' }
  let slowZh: (() => void) | undefined
  const fetches = jest.spyOn(api, 'getBottomNavList').mockImplementation(() => {
    const lang = i18n.language
    const answer: MenuItem[] = [
      { id: 1, name: 'Home', menuCode: 'INDEX', jumpType: 1 },
      { id: 2, name: names[lang], menuCode: 'NEWS', jumpType: 1 },
      { id: 3, name: 'Me', menuCode: 'USER', jumpType: 1 },
    ]
    // the first (Chinese) answer arrives only after the switch
    if (lang === 'zh' && !slowZh) return new Promise((resolve) => (slowZh = () => resolve(answer)))
    return Promise.resolve(answer)
  })
  renderWithI18n(<TabBar location="/index" onSelect={jest.fn()} />)
  await flush()
  await act(async () => {
    await i18n.changeLanguage('en')
  })
  await flush()
  expect(fetches).toHaveBeenCalledTimes(2)
  expect(screen.getByTestId('tab-item-NEWS').textContent).toBe('News')
  await act(async () => slowZh!())
  expect(screen.getByTestId('tab-item-NEWS').textContent).toBe('News')
  await act(async () => {
    await i18n.changeLanguage('zh')
  })
})
