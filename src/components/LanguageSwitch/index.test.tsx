import { act, fireEvent, screen } from '@testing-library/react'
import { i18n, renderWithI18n } from '../../../tests/setup/render'
import { LocaleLoadError, changeLanguage, siteLanguages } from '../../i18n'
import shellZh from '../../../locales/zh/shell.json'
import LanguageSwitch from '.'

jest.mock('../../i18n', () => ({
  __esModule: true,
  ...jest.requireActual('../../i18n'),
  siteLanguages: jest.fn(),
  changeLanguage: jest.fn(),
}))
const offered = siteLanguages as jest.MockedFunction<typeof siteLanguages>
const switchTo = changeLanguage as jest.MockedFunction<typeof changeLanguage>

/** a switch whose download the test finishes: resolve() switches i18next too, fail() rejects as a failed download */
function heldSwitch() {
  let settle!: { resolve: () => Promise<void>; fail: () => Promise<void> }
  switchTo.mockImplementationOnce(
    (code) =>
      new Promise<boolean>((resolve, reject) => {
        settle = {
          resolve: () => act(async () => void (await i18n.changeLanguage(code), resolve(true))),
          fail: () => act(async () => reject(new LocaleLoadError(code, 'require.async:fail'))),
        }
      }),
  )
  return () => settle
}

const active = () =>
  screen
    .getAllByTestId(/^lang-/)
    .filter((item) => item.className.includes('is-active'))
    .map((item) => item.textContent)

beforeEach(() => offered.mockReturnValue(['zh', 'en', 'fr']))
afterEach(async () => {
  switchTo.mockReset()
  await act(async () => void (await i18n.changeLanguage('zh')))
})

test('a site with one language has no switch', () => {
  offered.mockReturnValue(['zh'])
  renderWithI18n(<LanguageSwitch />)
  expect(screen.queryByTestId('language-switch')).toBeNull()
})

test('while the chosen language loads the switch says so; then that language is the active one', async () => {
  const held = heldSwitch()
  renderWithI18n(<LanguageSwitch />)
  expect(active()).toEqual(['ZH'])
  fireEvent.click(screen.getByTestId('lang-en'))
  expect(switchTo).toHaveBeenCalledWith('en')
  expect(screen.getByTestId('language-switch-loading').textContent).toBe(shellZh.languageLoading)
  expect(screen.getByTestId('language-switch').getAttribute('aria-busy')).toBe('true')
  // a second tap meanwhile starts nothing
  fireEvent.click(screen.getByTestId('lang-fr'))
  expect(switchTo).toHaveBeenCalledTimes(1)
  await held().resolve()
  expect(screen.queryByTestId('language-switch-loading')).toBeNull()
  expect(active()).toEqual(['EN'])
  expect(screen.getByText('Language')).toBeTruthy()
})

test('a language that cannot load: the error with a retry, the interface unchanged; the retry switches', async () => {
  const first = heldSwitch()
  renderWithI18n(<LanguageSwitch />)
  fireEvent.click(screen.getByTestId('lang-fr'))
  await first().fail()
  expect(screen.queryByTestId('language-switch-loading')).toBeNull()
  expect(screen.getByTestId('language-switch-error').textContent).toBe(`${shellZh.languageFailed}重试`)
  expect(active()).toEqual(['ZH'])
  expect(i18n.language).toBe('zh')
  const retry = heldSwitch()
  fireEvent.click(screen.getByTestId('language-switch-retry'))
  expect(switchTo).toHaveBeenLastCalledWith('fr')
  expect(screen.queryByTestId('language-switch-error')).toBeNull()
  expect(screen.getByTestId('language-switch-loading')).toBeTruthy()
  await retry().resolve()
  expect(active()).toEqual(['FR'])
  expect(screen.getByText('Langue')).toBeTruthy()
})

test('follows a language that arrives after the start (one remembered from a past visit)', async () => {
  renderWithI18n(<LanguageSwitch />)
  await act(async () => void (await i18n.changeLanguage('en')))
  expect(active()).toEqual(['EN'])
})
