import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { PanoramaViewer } from '.'

test('a named dialog with the picture, the pan hint and a close button', () => {
  const onClose = jest.fn()
  renderWithI18n(<PanoramaViewer name="青城山" panorama="/api/demo/pictures/mountain-3-pano.svg" onClose={onClose} />)
  const dialog = screen.getByTestId('panorama-viewer')
  expect(dialog.getAttribute('role')).toBe('dialog')
  expect(dialog.getAttribute('aria-label')).toBe('青城山')
  expect(dialog.textContent).toContain('左右拖动查看全景')
  fireEvent.click(screen.getByTestId('panorama-close'))
  expect(onClose).toHaveBeenCalledTimes(1)
})
