/** /vConsole: the toggle only where the site (vConsole flag) and the build (not for a production API) allow it. */
import '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import VConsolePage from './index'

const globals = globalThis as unknown as { __API_ENV__: string; __SITE__: { vConsole: boolean } }
const build = { apiEnv: globals.__API_ENV__, vConsole: globals.__SITE__.vConsole }
afterEach(() => {
  globals.__API_ENV__ = build.apiEnv
  globals.__SITE__.vConsole = build.vConsole
})

it.each([
  ['a site that allows it, in a development build', 'local', true, true],
  ['a site that allows it, in a production build', 'production', true, false],
  ['a site that does not, in a development build', 'local', false, false],
])('%s', (_case, apiEnv, vConsole, shown) => {
  globals.__API_ENV__ = apiEnv as string
  globals.__SITE__.vConsole = vConsole as boolean
  renderWithI18n(<VConsolePage />)
  const page = screen.getByTestId('page-vconsole')
  expect(page.textContent?.includes('本站未开放调试控制台')).toBe(!shown)
  expect(screen.queryByText('切换') !== null).toBe(shown)
})
