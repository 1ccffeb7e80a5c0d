/**
 * LocaleProvider on the multilingual site (intl-expo): our strings and NutUI's own strings
 * switch together, jp/kr codes work, and NutUI's French and Korean come from our files.
 */
import { act, render, screen } from '@testing-library/react'
import { useConfig } from '@nutui/nutui-react-taro/dist/es/packages/configprovider/configprovider'
import { useTranslation } from 'react-i18next'

const INTL_EXPO = require('../../sites/intl-expo.json')

function Probe() {
  const { t } = useTranslation()
  const { locale } = useConfig()
  return (
    <div>
      <span data-testid="ours">{t('cancel')}</span>
      <span data-testid="nutui">{locale.cancel}</span>
      <span data-testid="month">{locale.calendaritem.monthTitle(2026, 3)}</span>
    </div>
  )
}

let i18nModule: typeof import('./index')

beforeAll(() => {
  ;(globalThis as any).__SITE__ = INTL_EXPO
  window.localStorage.clear()
  // required after __SITE__ is set: the instance reads the site when first imported (jest gives each file its own modules)
  i18nModule = require('./index')
})

test('switching language re-renders our strings and NutUI strings', async () => {
  const { LocaleProvider, changeLanguage } = i18nModule
  render(
    <LocaleProvider>
      <Probe />
    </LocaleProvider>,
  )
  expect(screen.getByTestId('ours').textContent).toBe('取消')
  expect(screen.getByTestId('nutui').textContent).toBe('取消')

  await act(async () => void (await changeLanguage('fr')))
  expect(screen.getByTestId('ours').textContent).toBe('Annuler')
  expect(screen.getByTestId('nutui').textContent).toBe('Annuler')
  expect(screen.getByTestId('month').textContent).toBe('03/2026')

  await act(async () => void (await changeLanguage('kr')))
  expect(screen.getByTestId('ours').textContent).toBe('취소')
  expect(screen.getByTestId('nutui').textContent).toBe('취소')
  expect(screen.getByTestId('month').textContent).toBe('2026년 03월')

  await act(async () => void (await changeLanguage('jp')))
  expect(screen.getByTestId('nutui').textContent).toBe('キャンセル')
})
