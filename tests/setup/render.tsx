/**
 * Test render helper: the app's i18next instance (zh) and, until the i18n area lists the
 * 'shell' namespace in src/i18n/namespaces.ts, the shell strings added from locales/zh/shell.json.
 */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import i18n from '../../src/i18n'

if (!i18n.hasResourceBundle('zh', 'shell')) i18n.addResourceBundle('zh', 'shell', require('../../locales/zh/shell.json'))

export function renderWithI18n(ui: ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>)
}
export { i18n }
