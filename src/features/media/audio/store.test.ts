/**
 * The shared audio: one track at a time; the same track toggles instead of restarting; another
 * track replaces it; stop clears the mini player. The engine (platform file) is mocked.
 */
import { playAudio, stopAudio, useAudioStore } from './store'

const mockEngine = { load: jest.fn(), play: jest.fn(), pause: jest.fn(), stop: jest.fn() }
jest.mock('./engine', () => ({ createEngine: () => mockEngine }))

const a = { key: 'news-1', title: 'A', src: '/api/demo/media/guide-0.m4a' }
const b = { key: 'media-2', title: 'B', src: '/api/demo/media/guide-1.m4a' }

beforeEach(() => jest.clearAllMocks())

test('plays a track, pauses and resumes the same one, replaces it with another', async () => {
  await playAudio(a)
  expect(mockEngine.load).toHaveBeenCalledWith(a)
  expect(mockEngine.play).toHaveBeenCalledTimes(1)
  expect(useAudioStore.getState().track?.key).toBe('news-1')

  useAudioStore.setState({ playing: true })
  await playAudio(a)
  expect(mockEngine.pause).toHaveBeenCalledTimes(1)
  expect(mockEngine.load).toHaveBeenCalledTimes(1)

  useAudioStore.setState({ playing: false })
  await playAudio(a)
  expect(mockEngine.play).toHaveBeenCalledTimes(2)

  await playAudio(b)
  expect(mockEngine.load).toHaveBeenLastCalledWith(b)
  expect(useAudioStore.getState().track?.title).toBe('B')
})

test('stop clears the track (the mini player disappears)', async () => {
  await playAudio(a)
  await stopAudio()
  expect(mockEngine.stop).toHaveBeenCalled()
  expect(useAudioStore.getState().track).toBeNull()
})
