/** The H5 Video: the browser's <video> with Taro's props, and Taro's detail on its events. */
import { fireEvent, render } from '@testing-library/react'
import { Video } from './video'

test('src, poster, classes and the playing options reach a <video> that plays inline', () => {
  const { container } = render(
    <Video className="cm-video" src="/a.mp4" poster="/a.jpg" autoplay loop muted objectFit="cover" data-testid="v" />,
  )
  const video = container.querySelector('video')!
  expect(video.getAttribute('src')).toBe('/a.mp4')
  expect(video.getAttribute('poster')).toBe('/a.jpg')
  expect(video.className).toBe('taro-video cm-video')
  expect(video.controls).toBe(true) // Taro's default
  expect(video.autoplay && video.loop && video.muted).toBe(true)
  expect(video.hasAttribute('playsinline')).toBe(true)
  expect(video.style.objectFit).toBe('cover')
  expect(video.getAttribute('data-testid')).toBe('v')
  expect(video.hasAttribute('objectfit')).toBe(false)
})

test('controls={false} hides the controls; play, pause, ended and time updates reach the handlers', () => {
  const onPlay = jest.fn()
  const onEnded = jest.fn()
  const onTimeUpdate = jest.fn((e) => e.detail)
  const { container } = render(<Video src="/a.mp4" controls={false} onPlay={onPlay} onEnded={onEnded} onTimeUpdate={onTimeUpdate} />)
  const video = container.querySelector('video')!
  expect(video.controls).toBe(false)
  fireEvent.play(video)
  fireEvent.ended(video)
  Object.defineProperty(video, 'currentTime', { value: 3, configurable: true })
  Object.defineProperty(video, 'duration', { value: 10, configurable: true })
  fireEvent.timeUpdate(video)
  expect(onPlay).toHaveBeenCalledTimes(1)
  expect(onEnded).toHaveBeenCalledTimes(1)
  expect(onTimeUpdate.mock.results[0].value).toEqual({ currentTime: 3, duration: 10 })
})
