/** The user-centre elder switch: toggles the mode, remembers it on the device, themes the page root. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import PageShell from '../../components/PageShell'
import { useElderStore } from '../../kit/theme'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { ElderSwitch } from './ElderSwitch'

beforeEach(() => {
  storage.clear()
  useElderStore.setState({ elder: false })
})

it('turns elder mode on and off, remembered on the device, and the page root gets wl-elder', () => {
  renderWithI18n(
    <PageShell>
      <ElderSwitch />
    </PageShell>,
  )
  const row = screen.getByTestId('elder-switch')
  const root = screen.getByTestId('page-shell')
  expect(row.getAttribute('aria-checked')).toBe('false')
  expect(root.className).not.toContain('wl-elder')

  fireEvent.click(row)
  expect(row.getAttribute('aria-checked')).toBe('true')
  expect(storage.get(STORAGE_KEYS.elderMode)).toBe(true)
  expect(root.className).toContain('wl-elder')
  // the colour variables are inline on the page root (weapp has no document root to hold them)
  expect(root.style.getPropertyValue('--wl-primary')).toBe('rgb(230,170,58)')
  expect(root.style.getPropertyValue('--nutui-button-primary-color')).toBe('rgb(26,26,26)')

  fireEvent.click(row)
  expect(storage.get(STORAGE_KEYS.elderMode)).toBeUndefined()
  expect(root.className).not.toContain('wl-elder')
})
