import { parseUploadResponse } from './index'

describe('upload answer', () => {
  test('url and safeUrl at the top level', () => {
    expect(parseUploadResponse(200, '{"code":0,"url":"https://x/a.jpg","safeUrl":"https://x/s/a.jpg"}')).toMatchObject({
      ok: true,
      url: 'https://x/a.jpg',
      safeUrl: 'https://x/s/a.jpg',
    })
  })

  test('url inside data', () => {
    expect(parseUploadResponse(200, { code: 0, data: { url: 'u', safeUrl: 's' } })).toMatchObject({ ok: true, url: 'u', safeUrl: 's' })
  })

  test('non-zero code is a server failure with the server message', () => {
    expect(parseUploadResponse(200, { code: 1, msg: 'too big' })).toEqual({
      ok: false,
      reason: 'server',
      message: 'too big',
      messageKey: 'common:uploadFailed',
    })
  })

  test('an HTTP error or an answer without url fails', () => {
    expect(parseUploadResponse(500, '{"url":"u"}').ok).toBe(false)
    expect(parseUploadResponse(200, 'not json').ok).toBe(false)
  })
})
