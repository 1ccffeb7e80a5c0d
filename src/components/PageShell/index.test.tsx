import { act, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import * as api from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import { resetBottomMenuLoader } from '../TabBar'
import PageShell from '.'

beforeEach(() => {
  jest.useFakeTimers()
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined })
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(undefined)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const at = (path: string) => window.history.pushState({}, '', path)

test('on a menu route the tab bar appears 1 s after load, and no back-to-home button', async () => {
  at('/index')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  act(() => jest.advanceTimersByTime(999))
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  act(() => jest.advanceTimersByTime(1))
  expect(screen.getByTestId('tab-bar')).toBeTruthy()
  expect(screen.queryByTestId('back-home')).toBeNull()
})

test('on a non-menu route the tab bar is hidden and the back-to-home button appears after 1 s', async () => {
  at('/news-detail/3')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  expect(screen.getByTestId('back-home')).toBeTruthy()
})

test('on a tour-bar flagged route (route-table.json tourBar) the tab bar shows though it is no menu route', async () => {
  at('/winter-guide')
  renderWithI18n(<PageShell>content</PageShell>)
  await act(async () => undefined)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.getByTestId('tab-bar')).toBeTruthy()
  expect(screen.queryByTestId('back-home')).toBeNull()
})

test('pages that opt out (stop-service, guides) draw no back-to-home button', async () => {
  at('/stop-service')
  renderWithI18n(<PageShell hideBackHome>content</PageShell>)
  act(() => jest.advanceTimersByTime(1000))
  expect(screen.queryByTestId('back-home')).toBeNull()
})
