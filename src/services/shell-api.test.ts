/** The shell's JS-SDK signature call: path, url parameter, and a non-zero code refused. */
import { get } from './request'
import { getJssdkSignature } from './shell-api'

jest.mock('./request', () => ({ get: jest.fn() }))

test('asks user/wechatOpenAuth/getSignature for the address, without a loading indicator', async () => {
  const sig = { appId: 'wx-app', timestamp: 1, nonceStr: 'n', signature: 's' }
  ;(get as jest.Mock).mockResolvedValueOnce({ code: 0, data: sig })
  await expect(getJssdkSignature('https://cd-city.example/index')).resolves.toEqual(sig)
  expect(get).toHaveBeenCalledWith('user/wechatOpenAuth/getSignature', { url: 'https://cd-city.example/index' }, { loading: false })
})

test('a non-zero code or no answer rejects, so the SDK stays unconfigured', async () => {
  ;(get as jest.Mock).mockResolvedValueOnce({ code: 400, message: 'bad url' })
  await expect(getJssdkSignature('x')).rejects.toThrow('bad url')
  ;(get as jest.Mock).mockResolvedValueOnce(undefined)
  await expect(getJssdkSignature('x')).rejects.toThrow('getSignature failed')
})
