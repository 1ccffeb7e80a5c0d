/** H5 size rule with a stubbed image decoder and canvas (jsdom decodes no images). */
import { prepareImage } from './prepare-image'

let imageSize = { width: 0, height: 0 }
let failDecode = false
const drawn: Array<{ width: number; height: number; fill?: string; mime?: string; quality?: number }> = []

class FakeImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  naturalWidth = 0
  naturalHeight = 0
  set src(_: string) {
    setTimeout(() => {
      if (failDecode) return this.onerror?.()
      this.naturalWidth = imageSize.width
      this.naturalHeight = imageSize.height
      this.onload?.()
    })
  }
}

const realCreateElement = document.createElement.bind(document)
beforeAll(() => {
  ;(global as any).Image = FakeImage
  jest.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    if (tag !== 'canvas') return realCreateElement(tag)
    const record: (typeof drawn)[number] = { width: 0, height: 0 }
    drawn.push(record)
    const context = {
      set fillStyle(v: string) {
        record.fill = v
      },
      fillRect: jest.fn(),
      drawImage: jest.fn(),
    }
    const canvas = {
      set width(v: number) {
        record.width = v
      },
      set height(v: number) {
        record.height = v
      },
      getContext: () => context,
      toBlob: (done: (b: Blob) => void, mime: string, quality: number) => {
        record.mime = mime
        record.quality = quality
        done(new Blob(['re-encoded'], { type: mime }))
      },
    }
    return canvas as unknown as HTMLElement
  })
})
beforeEach(() => {
  drawn.length = 0
  failDecode = false
})

const original = new Blob(['original'], { type: 'image/png' })

test('a large photo is drawn at its target size and re-encoded as JPEG 0.8 on white', async () => {
  imageSize = { width: 4032, height: 3024 }
  const prepared = await prepareImage({ path: 'blob:x', file: original }, 'image')
  expect(drawn).toEqual([{ width: 1333, height: 1000, fill: '#fff', mime: 'image/jpeg', quality: 0.8 }])
  expect(prepared.fileName).toBe('image.jpg')
  expect(prepared.file?.type).toBe('image/jpeg')
})

test('a large cover is re-encoded as PNG 0.9, transparency kept', async () => {
  imageSize = { width: 3000, height: 1000 }
  const prepared = await prepareImage({ path: 'blob:x', file: original }, 'cover')
  expect(drawn).toEqual([{ width: 1500, height: 500, mime: 'image/png', quality: 0.9 }])
  expect(prepared.fileName).toBe('image.png')
})

test('an image within 1500x1000 goes up untouched', async () => {
  imageSize = { width: 1500, height: 1000 }
  expect(await prepareImage({ path: 'blob:x', file: original }, 'image')).toEqual({ file: original, filePath: 'blob:x' })
  expect(drawn).toEqual([])
})

test('an image the browser cannot decode goes up untouched (the server judges it)', async () => {
  failDecode = true
  expect(await prepareImage({ path: 'blob:x', file: original }, 'image')).toEqual({ file: original, filePath: 'blob:x' })
})
