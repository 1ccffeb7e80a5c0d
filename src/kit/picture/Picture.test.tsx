/**
 * The picture unit (issue 24): every address through mediaUrl (the API origin in front of a
 * root-relative path in the mini-program, as is on H5), a neutral tile for a missing or broken picture.
 */
import { fireEvent, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { asMiniProgram, PRODUCTION_ORIGIN } from '../../../tests/setup/platform'
import { pressable } from '../theme'
import { Picture, PictureAvatar, PictureVideo, previewPictures } from '.'
import { previewPictures as weappPreview } from './preview.weapp'

// Taro's H5 viewer, which preview.h5.ts imports on the first tap (its own chunk in the build)
const mockH5Viewer = jest.fn((_options: unknown) => Promise.resolve({ errMsg: 'previewImage:ok' }))
jest.mock('@tarojs/taro-h5/dist/api/media/image/previewImage.js', () => ({ previewImage: (options: unknown) => mockH5Viewer(options) }))

// a server path; production serves the API at its base's root, so /api/demo/x loads from <base>demo/x
const DEMO = '/api/demo/pictures/news-1.jpg'

const image = (root: HTMLElement) => root.querySelector('taro-image-core, img') as HTMLElement | null

describe('on H5', () => {
  test("a tap on a picture opens Taro's viewer, loaded then, with the addresses as drawn", async () => {
    await previewPictures(DEMO, [DEMO, 'https://cdn.example/b.jpg'])
    expect(mockH5Viewer).toHaveBeenCalledWith({ current: DEMO, urls: [DEMO, 'https://cdn.example/b.jpg'] })
  })

  test('a root-relative address is drawn as it is (the page comes from the same server)', () => {
    const { getByTestId } = render(<Picture src={DEMO} className="cover" testId="pic" />)
    const pic = getByTestId('pic')
    expect(pic.getAttribute('src')).toBe(DEMO)
    expect(pic.className).toContain('cover')
  })

  test('mode defaults to aspectFill; lazyLoad, mode and alt reach the image', () => {
    const { getByTestId, rerender } = render(<Picture src={DEMO} testId="pic" />)
    expect(getByTestId('pic').getAttribute('mode')).toBe('aspectFill')
    rerender(<Picture src={DEMO} testId="pic" mode="widthFix" lazyLoad alt="熊猫基地" />)
    const pic = getByTestId('pic') as HTMLElement & { nativeProps: Record<string, unknown> }
    expect(pic.getAttribute('mode')).toBe('widthFix')
    expect(pic.getAttribute('lazy-load')).toBe('true')
    expect(pic.nativeProps).toEqual({ alt: '熊猫基地' })
  })

  test('no address: a neutral tile in the same box, no image', () => {
    for (const src of [undefined, null, '', '  ']) {
      const { container, getByTestId, unmount } = render(<Picture src={src} className="cover" testId="pic" />)
      expect(image(container)).toBeNull()
      expect(getByTestId('pic').getAttribute('data-state')).toBe('empty')
      expect(getByTestId('pic').className).toBe('cover wl-picture wl-picture--empty')
      unmount()
    }
  })

  test('a picture that fails to load becomes the tile (the page hears onError); a new address is tried again', () => {
    const onError = jest.fn()
    const { container, getByTestId, rerender } = render(<Picture src={DEMO} testId="pic" onError={onError} />)
    fireEvent.error(getByTestId('pic'))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(image(container)).toBeNull()
    expect(getByTestId('pic').getAttribute('data-state')).toBe('empty')
    rerender(<Picture src="/api/demo/pictures/news-2.jpg" testId="pic" onError={onError} />)
    expect(getByTestId('pic').getAttribute('src')).toBe('/api/demo/pictures/news-2.jpg')
  })

  test('a tappable picture stays tappable as a tile', () => {
    const onClick = jest.fn()
    const { getByTestId } = render(<Picture src="" testId="pic" {...pressable(onClick, '打开')} />)
    fireEvent.click(getByTestId('pic'))
    expect(onClick).toHaveBeenCalled()
    expect(getByTestId('pic').getAttribute('role')).toBe('button')
    expect(getByTestId('pic').getAttribute('aria-hidden')).toBeNull()
  })
})

describe('in the mini-program (production base)', () => {
  asMiniProgram('production')

  test('a root-relative address gets the API origin; absolute, data: and bundled addresses stay', () => {
    const { getByTestId, rerender } = render(<Picture src={DEMO} testId="pic" />)
    expect(getByTestId('pic').getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}${DEMO.slice(4)}`)
    for (const src of ['https://cdn.example/a.jpg', 'data:image/png;base64,AAA', 'test-file-stub']) {
      rerender(<Picture src={src} testId="pic" />)
      expect(getByTestId('pic').getAttribute('src')).toBe(src)
    }
  })

  test('a video: source and poster resolved; no source, no element', () => {
    const { container, rerender } = render(<PictureVideo src="/api/demo/media/demo-1.mp4" poster={DEMO} controls />)
    const video = container.querySelector('taro-video-core')!
    expect(video.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/demo/media/demo-1.mp4`)
    expect(video.getAttribute('poster')).toBe(`${PRODUCTION_ORIGIN}${DEMO.slice(4)}`)
    rerender(<PictureVideo src="" poster={DEMO} />)
    expect(container.querySelector('taro-video-core')).toBeNull()
  })

  test('an avatar: the address resolved; missing or broken, the person icon', () => {
    const { container, rerender } = render(<PictureAvatar src="/api/uploads/avatar/1.png" size="large" />)
    const img = image(container)!
    expect(img.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/uploads/avatar/1.png`)
    fireEvent.error(img)
    expect(image(container)).toBeNull()
    expect(container.querySelector('.nut-avatar-icon')).not.toBeNull()
    rerender(<PictureAvatar src={null} size="large" />)
    expect(image(container)).toBeNull()
    expect(container.querySelector('.nut-avatar-icon')).not.toBeNull()
  })

  test("the full-screen preview (WeChat's viewer) gets the same resolved addresses", () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation(() => Promise.resolve({ errMsg: 'previewImage:ok' }))
    weappPreview(DEMO, [DEMO, 'https://cdn.example/b.jpg'])
    expect(preview).toHaveBeenCalledWith({
      current: `${PRODUCTION_ORIGIN}${DEMO.slice(4)}`,
      urls: [`${PRODUCTION_ORIGIN}${DEMO.slice(4)}`, 'https://cdn.example/b.jpg'],
    })
    preview.mockRestore()
  })
})
