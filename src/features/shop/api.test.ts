/**
 * The shop adapter: calls go to <shopUrl>culturalcloud/1.0/ with the domain header; cart calls first
 * trade the user's encryption for a session and send it as the sessionId header (once, reused);
 * getElectricityFree is made only with encryption AND shopUrl and accepted only for code "1".
 */
import { get, post } from '../../services/request'
import { electricityFree, shopApi, shopBase } from './api'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
let mockUser: { encryption?: string } | null = { encryption: 'ENC' }
jest.mock('../account', () => ({ useUserStore: { getState: () => ({ user: mockUser }) } }))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const site = __SITE__ as { shopUrl?: string; h5Domain: string }
const shopUrl = site.shopUrl

beforeEach(() => {
  jest.clearAllMocks()
  mockUser = { encryption: 'ENC' }
  site.shopUrl = shopUrl
})

test('the demo site’s shop base is its shopUrl + culturalcloud/1.0/', () => {
  expect(site.shopUrl).toBe('/api/shop/')
  expect(shopBase()).toBe('/api/shop/culturalcloud/1.0/')
})

test('catalogue calls carry the domain header; cart calls a session traded once for the encryption', async () => {
  getMock.mockResolvedValue({ code: 0, data: { id: 3, name: '蒙顶甘露' } })
  await shopApi.detail(3)
  expect(getMock).toHaveBeenCalledWith(
    'goods/detail',
    { id: 3 },
    expect.objectContaining({ baseUrl: '/api/shop/culturalcloud/1.0/', header: { domain: site.h5Domain } }),
  )

  postMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'member/session'
        ? { code: 0, data: { sessionId: 'S1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }
        : { code: 0, data: { lines: [], totalFen: 0, count: 1 } },
    ),
  )
  await shopApi.add(3, 1)
  await shopApi.add(3, 1)
  const sessions = postMock.mock.calls.filter((c) => c[0] === 'member/session')
  expect(sessions).toHaveLength(1)
  expect(sessions[0][1]).toEqual({ encryption: 'ENC' })
  expect(postMock).toHaveBeenCalledWith(
    'cart/add',
    { goodsId: 3, quantity: 1 },
    expect.objectContaining({ header: { domain: site.h5Domain, sessionId: 'S1' } }),
  )
})

test('without a login (no encryption) no cart call is sent, and the visitor is sent to the login', async () => {
  mockUser = null
  const res = await shopApi.cart()
  expect(res.ok).toBe(false)
  expect(jest.requireMock('../../services/navigate').navigate).toHaveBeenCalledWith('/login')
  expect(getMock).not.toHaveBeenCalled()
  expect(postMock).not.toHaveBeenCalled()
})

describe('getElectricityFree', () => {
  test('not made without encryption or without shopUrl', async () => {
    mockUser = { encryption: '' }
    expect(await electricityFree()).toBeNull()
    mockUser = { encryption: 'ENC' }
    site.shopUrl = ''
    expect(await electricityFree()).toBeNull()
    expect(getMock).not.toHaveBeenCalled()
  })

  test('made on the electricity base with the encryption; "1" accepted', async () => {
    const data = { freeTimes: 2, kwhPerTime: 30, validUntil: '2026-03-31' }
    getMock.mockResolvedValue({ code: '1', msg: 'ok', data })
    expect(await electricityFree()).toEqual({ ok: true, data })
    expect(getMock).toHaveBeenCalledWith(
      'electricity/api/getElectricityFree',
      { encryption: 'ENC' },
      expect.objectContaining({ base: 'electricity' }),
    )
  })

  test('the number 1 and "0" are rejected', async () => {
    getMock.mockResolvedValueOnce({ code: 1, data: { freeTimes: 2 } })
    expect((await electricityFree())?.ok).toBe(false)
    getMock.mockResolvedValueOnce({ code: '0', msg: '暂无免费充电权益' })
    expect(await electricityFree()).toEqual({ ok: false, code: -1, message: '暂无免费充电权益' })
  })
})

test('a site without a shopUrl answers not found without a call', async () => {
  site.shopUrl = ''
  expect(await shopApi.detail(3)).toEqual({ ok: false, code: 404, message: '' })
  expect((await shopApi.cart()).ok).toBe(false)
  expect(getMock).not.toHaveBeenCalled()
  expect(postMock).not.toHaveBeenCalled()
})
