/**
 * The H5 player: a demo MP4 offers its WebM twin (browsers without H.264), an address that cannot
 * play shows "video unavailable" instead of a broken element, and no source at all says so at once.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { VideoPlayer } from '.'
import { webmTwin } from './types'

beforeAll(() => {
  // jsdom has no media pipeline
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
})

test('a demo MP4 lists the MP4 with its codecs first, then the WebM twin', () => {
  const { container } = renderWithI18n(<VideoPlayer src="/api/demo/media/demo-1.mp4" testId="p" />)
  const sources = Array.from(container.querySelectorAll('source'))
  expect(sources.map((s) => s.getAttribute('src'))).toEqual(['/api/demo/media/demo-1.mp4', '/api/demo/media/demo-1.webm'])
  expect(sources[0].getAttribute('type')).toContain('avc1')
  expect(sources[1].getAttribute('type')).toContain('vp9')
  expect(screen.getByTestId('p').getAttribute('data-state')).toBe('loading')
})

test('other addresses have no twin', () => {
  expect(webmTwin('https://cdn.example.com/a.mp4')).toBeUndefined()
})

test('a video that fails shows "video unavailable", never a crash', () => {
  const { container } = renderWithI18n(<VideoPlayer src="/api/demo/media/demo-2.mp4" testId="p" />)
  act(() => {
    fireEvent.error(container.querySelector('video')!)
  })
  expect(screen.getByTestId('p').getAttribute('data-state')).toBe('unavailable')
  expect(screen.getByTestId('p-unavailable').textContent).toContain('视频暂不可用')
  expect(container.querySelector('video')).toBeNull()
})

test('no address: unavailable at once', () => {
  renderWithI18n(<VideoPlayer src="" testId="p" />)
  expect(screen.getByTestId('p').getAttribute('data-state')).toBe('unavailable')
})

test('a play() interrupted by a new load (AbortError) is tried again when the video can play, not left paused', async () => {
  const play = jest.mocked(HTMLMediaElement.prototype.play)
  const abort = Object.assign(new Error('The play() request was interrupted by a new load request.'), { name: 'AbortError' })
  play.mockClear()
  play.mockImplementationOnce(() => Promise.reject(abort))
  const { container } = renderWithI18n(<VideoPlayer src="/api/demo/media/demo-1.mp4" autoplay testId="p" />)
  await act(async () => {})
  expect(play).toHaveBeenCalledTimes(1)
  expect(screen.getByTestId('p').getAttribute('data-state')).toBe('loading')
  await act(async () => {
    fireEvent.canPlay(container.querySelector('video')!)
  })
  expect(play).toHaveBeenCalledTimes(2)
})

test('autoplay refused by the browser (NotAllowedError) shows the paused state for the visitor to press play', async () => {
  const play = jest.mocked(HTMLMediaElement.prototype.play)
  const refused = Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' })
  play.mockImplementationOnce(() => Promise.reject(refused))
  renderWithI18n(<VideoPlayer src="/api/demo/media/demo-1.mp4" autoplay testId="p" />)
  await act(async () => {})
  expect(screen.getByTestId('p').getAttribute('data-state')).toBe('paused')
})
