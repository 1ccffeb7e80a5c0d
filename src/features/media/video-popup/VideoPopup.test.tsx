/** The root video pop-up: a named dialog with the player started, closed by its button or Escape; the mini-program opens the player page. */
import { fireEvent, screen } from '@testing-library/react'
import { navigate } from '../../../services/navigate'
import { renderWithI18n } from '../../../../tests/setup/render'
import { openVideo as openOnWeapp } from './open.weapp'
import { playerRoute } from './video'
import { VideoPopup } from './VideoPopup'

jest.mock('../../../services/navigate', () => ({ navigate: jest.fn() }))

// jsdom has no media playback
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
})

const film = { url: '/api/demo/media/demo-2.mp4', title: '青城山的雨', poster: '/api/demo/pictures/mountain-1.svg' }

test('a named modal dialog with the film playing over the page, its title and close', () => {
  const onClose = jest.fn()
  renderWithI18n(<VideoPopup video={film} onClose={onClose} />)
  const dialog = screen.getByTestId('video-popup')
  expect(dialog.getAttribute('role')).toBe('dialog')
  expect(dialog.getAttribute('aria-label')).toBe('青城山的雨')
  const video = dialog.querySelector('video')!
  expect(video.getAttribute('poster')).toContain('mountain-1.svg')
  expect(video.autoplay || video.muted).toBe(true)
  expect(dialog.textContent).toContain('青城山的雨')
  fireEvent.click(screen.getByTestId('video-popup-close'))
  expect(onClose).toHaveBeenCalledTimes(1)
  fireEvent.keyDown(window, { key: 'Escape' })
  expect(onClose).toHaveBeenCalledTimes(2)
})

test('mini-program: the same call opens the player page with the address and title', () => {
  openOnWeapp(film)
  expect(navigate).toHaveBeenCalledWith(`/video-player?url=${encodeURIComponent(film.url)}&title=${encodeURIComponent(film.title)}`)
  expect(playerRoute(film)).toBe(`/video-player?url=${encodeURIComponent(film.url)}&title=${encodeURIComponent(film.title)}`)
})
