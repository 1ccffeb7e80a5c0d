import { STORAGE_KEYS, storage } from '../../platform/storage'
import { launchApi } from './launch-api'
import { reauthorize } from './reauthorize'
import { readToken } from './session'

jest.mock('./launch-api', () => ({ launchApi: { getUserData: jest.fn(), getAuthorizeParam: jest.fn() } }))
const api = launchApi as unknown as { getUserData: jest.Mock; getAuthorizeParam: jest.Mock }

beforeEach(() => {
  storage.clear()
  api.getUserData.mockReset()
  api.getAuthorizeParam.mockReset()
})

describe('re-authorise hook (error catalogue: code 2 in the messaging browser)', () => {
  it('with a stored open id fetches the user again by open id and site id, stores the new token and asks for a retry', async () => {
    storage.set(STORAGE_KEYS.wechatOpenIdNew, 'oid-1')
    storage.set(STORAGE_KEYS.cloudSiteId, 3)
    api.getUserData.mockResolvedValue({ ok: true, data: { userToken: 'fresh', phone: '13800000001' } })
    await expect(reauthorize()).resolves.toBe(true)
    expect(api.getUserData).toHaveBeenCalledWith('oid-1', '3')
    expect(readToken()).toBe('fresh')
  })

  it('an open id the server no longer knows is dropped and the visitor is sent to authorise again (no retry)', async () => {
    storage.set(STORAGE_KEYS.wechatOpenIdNew, 'oid-gone')
    api.getUserData.mockResolvedValue({ ok: false, code: 2, message: '' })
    api.getAuthorizeParam.mockResolvedValue({ ok: false, code: 500, message: '' })
    await expect(reauthorize()).resolves.toBe(false)
    expect(storage.get(STORAGE_KEYS.wechatOpenIdNew)).toBeUndefined()
    expect(api.getAuthorizeParam).toHaveBeenCalled()
  })

  it('never runs inside itself (its own lookup answering code 2 comes back through the request layer)', async () => {
    storage.set(STORAGE_KEYS.wechatOpenIdNew, 'oid-1')
    let inner: Promise<boolean> | undefined
    api.getUserData.mockImplementation(async () => {
      inner = reauthorize()
      return { ok: true, data: { userToken: 't' } }
    })
    await expect(reauthorize()).resolves.toBe(true)
    await expect(inner).resolves.toBe(false)
    expect(api.getUserData).toHaveBeenCalledTimes(1)
  })
})
