/** /cc-guide: the Great Wall park's welcome shows a watchtower, not the error pages' "!", and enters the home. */
import '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import CcGuide from '.'

test('a welcome sign of its own, the park’s title and the way in', () => {
  renderWithI18n(<CcGuide />)
  const page = screen.getByTestId('page-cc-guide')
  expect(screen.getByTestId('page-cc-guide-glyph')).toBeTruthy()
  expect(page.querySelector('.status-view__icon')?.textContent).toBe('')
  expect(page.textContent).toContain('欢迎来到长城国家文化公园')
  fireEvent.click(screen.getByTestId('page-cc-guide-action'))
  expect(navigate).toHaveBeenCalledWith('/index', 'relaunch')
})
