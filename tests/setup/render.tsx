/** Test render helper: components rendered with the app's i18next instance (zh, every namespace). */
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import i18n from '../../src/i18n'

export function renderWithI18n(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
}
export { i18n }

/** Types `value` into the field with `testId` (Taro's Input renders an <input> inside its host in jsdom, or is one). */
export function typeInto(testId: string, value: string) {
  const host = screen.getByTestId(testId)
  const input = host.tagName === 'INPUT' ? host : host.querySelector('input') || host
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}
