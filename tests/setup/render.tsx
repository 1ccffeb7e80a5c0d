/** Test render helper: components rendered with the app's i18next instance (zh, every namespace). */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import i18n from '../../src/i18n'

export function renderWithI18n(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
}
export { i18n }
