import { COVER_QUALITY, encodingFor, IMAGE_QUALITY, MAX_IMAGE_HEIGHT, MAX_IMAGE_WIDTH, targetImageSize } from './image-rules'

describe('image-size rule', () => {
  test('the limits of the spec', () => {
    expect([MAX_IMAGE_WIDTH, MAX_IMAGE_HEIGHT, IMAGE_QUALITY, COVER_QUALITY]).toEqual([1500, 1000, 0.8, 0.9])
  })

  test.each([
    [1500, 1000],
    [800, 600],
    [1, 1],
    [1500, 10],
    [10, 1000],
  ])('%ix%i fits and is left alone', (w, h) => {
    expect(targetImageSize(w, h)).toEqual({ width: w, height: h, resize: false })
  })

  test.each([
    // wider than 3:2: the width decides
    [3000, 1000, 1500, 500],
    [4032, 2268, 1500, 844],
    // exactly 3:2
    [3000, 2000, 1500, 1000],
    [1501, 1001, 1500, 1000],
    // taller than 3:2 (portrait phone photos): the height decides
    [3024, 4032, 750, 1000],
    [1000, 1001, 999, 1000],
    // only one side over
    [1600, 900, 1500, 844],
    [1200, 1200, 1000, 1000],
    // extreme shapes keep at least one pixel
    [100000, 10, 1500, 1],
  ])('%ix%i becomes %ix%i', (w, h, tw, th) => {
    const target = targetImageSize(w, h)
    expect(target).toEqual({ width: tw, height: th, resize: true })
    expect(target.width).toBeLessThanOrEqual(MAX_IMAGE_WIDTH)
    expect(target.height).toBeLessThanOrEqual(MAX_IMAGE_HEIGHT)
    // aspect ratio kept (within a pixel of rounding)
    expect(Math.abs(target.width / target.height - w / h)).toBeLessThan((w / h) * (1 / Math.min(target.width, target.height)) + 1e-9)
  })

  test('unknown sizes are left to the server', () => {
    expect(targetImageSize(0, 0).resize).toBe(false)
    expect(targetImageSize(NaN, 2000).resize).toBe(false)
  })

  test('re-encoding: JPEG 0.8, covers PNG 0.9', () => {
    expect(encodingFor('image')).toEqual({ mimeType: 'image/jpeg', quality: 0.8, ext: 'jpg' })
    expect(encodingFor('cover')).toEqual({ mimeType: 'image/png', quality: 0.9, ext: 'png' })
  })
})
