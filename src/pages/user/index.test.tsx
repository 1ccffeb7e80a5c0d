/**
 * /user: the head names the user (王芳, not a placeholder); the grid has no tile back to /user and
 * no two tiles share an icon; development tools sit only in the marked, collapsed developer area,
 * and only when the build (its API environment) and the site (the server's tester answer, the
 * vConsole flag) allow them.
 */
import '../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { useUserStore } from '@/features/account'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import type { CloudUserInfo } from '../../../types/contract'
import UserCentre from './index'

jest.mock('@/features/shop/benefit', () => ({ ElectricityBenefit: () => null }))

const get_ = get as jest.Mock
const WANG_FANG = { userToken: 't2', phone: '13800000002', nickName: '王芳', unid: 'u2' } as CloudUserInfo
const globals = globalThis as unknown as { __API_ENV__: string; __SITE__: { vConsole: boolean } }
const build = { apiEnv: globals.__API_ENV__, vConsole: globals.__SITE__.vConsole }

/** the server's answer to testAccount/list: the tester phones, or none for anyone else */
function serverAnswers(testers: { enabled: boolean; phones: string[] }) {
  get_.mockImplementation(async (path: string) =>
    path === 'user/api/testAccount/list' ? { code: 0, data: testers } : { code: 0, data: null, datas: [] },
  )
}
const askedForTesters = () => get_.mock.calls.some(([path]) => path === 'user/api/testAccount/list')

beforeEach(() => {
  jest.clearAllMocks()
  act(() => useUserStore.setState({ user: WANG_FANG }))
})
afterEach(() => {
  globals.__API_ENV__ = build.apiEnv
  globals.__SITE__.vConsole = build.vConsole
})

it("the head shows the user's nickname and masked phone; without a nickname, the masked phone names them", async () => {
  serverAnswers({ enabled: false, phones: [] })
  const { unmount } = renderWithI18n(<UserCentre />)
  await act(async () => {})
  expect(screen.getByTestId('user-nickname').textContent).toBe('王芳')
  expect(screen.getByTestId('user-phone').textContent).toBe('138****0002')
  expect(screen.queryByText('同行好友')).toBeNull()
  unmount()

  act(() => useUserStore.setState({ user: { ...WANG_FANG, nickName: '' } }))
  renderWithI18n(<UserCentre />)
  await act(async () => {})
  expect(screen.getByTestId('user-nickname').textContent).toBe('138****0002')
  // the phone line stays: it is the line that names the account (e2e one-step sign-in reads it)
  expect(screen.getByTestId('user-phone').textContent).toBe('138****0002')
})

it('no tile leads back to the user centre, and every tile has an icon of its own', async () => {
  serverAnswers({ enabled: false, phones: [] })
  renderWithI18n(<UserCentre />)
  await act(async () => {})
  expect(screen.queryByText('个人中心')).toBeNull()
  const tiles = screen.getAllByTestId(/^user-entry-/)
  expect(tiles.length).toBeGreaterThanOrEqual(12)
  const icons = Array.from(document.querySelectorAll('.user-centre__entry-icon')).map((el) => el.getAttribute('data-icon'))
  expect(icons).toHaveLength(tiles.length)
  expect(new Set(icons).size).toBe(tiles.length)
})

it('a production build draws no developer area and never asks for test accounts, even for a tester', async () => {
  globals.__API_ENV__ = 'production'
  serverAnswers({ enabled: true, phones: ['13800000001', '13800000002'] })
  renderWithI18n(<UserCentre />)
  await act(async () => {})
  expect(askedForTesters()).toBe(false)
  expect(screen.queryByTestId('developer-area')).toBeNull()
  expect(screen.queryByTestId('test-account-switch')).toBeNull()
  expect(screen.queryByText(/测试账号/)).toBeNull()
})

it('a site without the debug console, for a user who is no tester: no developer area', async () => {
  globals.__SITE__.vConsole = false
  serverAnswers({ enabled: false, phones: [] })
  renderWithI18n(<UserCentre />)
  await waitFor(() => expect(askedForTesters()).toBe(true))
  await act(async () => {})
  expect(screen.queryByTestId('developer-area')).toBeNull()
  expect(screen.queryByText(/测试账号/)).toBeNull()
})

it('where build and site allow it, the switch is inside the collapsed, marked developer area, after the visitor’s things', async () => {
  serverAnswers({ enabled: true, phones: ['13800000001', '13800000002'] })
  renderWithI18n(<UserCentre />)
  const area = await screen.findByTestId('developer-area')
  expect(area.textContent).toContain('开发者工具')
  expect(area.textContent).toContain('DEV')
  // collapsed: nothing of the tools until opened
  expect(screen.queryByTestId('test-account-switch')).toBeNull()
  // below logout: the last thing of the page
  const logout = screen.getByTestId('user-logout')
  expect(logout.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

  const toggle = screen.getByTestId('developer-area-toggle')
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  const tools = within(area)
  const switcher = tools.getByTestId('test-account-switch')
  expect(switcher.textContent).toContain('138****0001')
  expect(within(tools.getByTestId('test-account-13800000002')).getByText('当前账号')).toBeTruthy()
  // the site's debug console (cd-city allows it) is a developer tool too
  fireEvent.click(tools.getByTestId('developer-vconsole').querySelector('.nut-cell')!)
  expect(navigate).toHaveBeenCalledWith('/vConsole')
})
