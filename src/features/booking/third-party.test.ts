/** The external booking link: siteid, the way back to the third-party orders, and the identity only for a logged-in visitor. */
import { get, post } from '../../services/request'
import { routeLink, thirdPartyLink } from './third-party'

const mockToken = jest.fn()
const mockUser = jest.fn()
jest.mock('../account', () => ({ readToken: () => mockToken(), readStoredUser: () => mockUser() }))
jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))

const back = encodeURIComponent(`${window.location.origin}/user-reservation?orderType=CONTENT_TYPE_TRIPARTITE`)

test('logged in: getIdentity’s string goes with the link', async () => {
  mockToken.mockReturnValue('token')
  ;(get as jest.Mock).mockResolvedValue({ code: 0, data: 'abc123' })
  const link = await thirdPartyLink('https://partner.example/book?item=9')
  expect(get).toHaveBeenCalledWith('user/api/activityOrder/getIdentity')
  expect(link).toBe(`https://partner.example/book?item=9&siteid=${__SITE__.siteCode}&redirecturl=${back}&identity=abc123`)
})

test('not logged in: no identity, and getIdentity is not asked (it would send the visitor to the login)', async () => {
  mockToken.mockReturnValue('')
  ;(get as jest.Mock).mockClear()
  const link = await thirdPartyLink('https://partner.example/book')
  expect(get).not.toHaveBeenCalled()
  expect(link).toBe(`https://partner.example/book?siteid=${__SITE__.siteCode}&redirecturl=${back}`)
})

describe('route-booking links (rules-and-contract 7: lineSn, unid, token, encryption)', () => {
  test('logged in: `token` is a one-time code from the server, never the live login token', async () => {
    mockToken.mockReturnValue('live-login-token')
    mockUser.mockReturnValue({ unid: 'u-1', encryption: 'enc==' })
    ;(post as jest.Mock).mockResolvedValue({ code: 0, data: { code: 'one-time-code', expiresAt: '2026-03-01T02:05:00Z' } })
    const link = await routeLink('https://routes.example/book?from=wenlv', 'L-9')
    expect(post).toHaveBeenCalledWith('user/api/route/linkCode', {}, { loading: false })
    expect(link).toEqual({
      ok: true,
      data: 'https://routes.example/book?from=wenlv&lineSn=L-9&unid=u-1&token=one-time-code&encryption=enc%3D%3D',
    })
    expect(JSON.stringify(link)).not.toContain('live-login-token')
  })

  test('no code from the server: no link (the visitor is told), rather than a link with the token', async () => {
    mockToken.mockReturnValue('live-login-token')
    mockUser.mockReturnValue({ unid: 'u-1', encryption: 'enc' })
    ;(post as jest.Mock).mockResolvedValue({ code: 500, message: 'down' })
    const link = await routeLink('https://routes.example/book', 'L-9')
    expect(link.ok).toBe(false)
  })

  test('anonymous: the line only, no code asked', async () => {
    mockToken.mockReturnValue('')
    mockUser.mockReturnValue(null)
    ;(post as jest.Mock).mockClear()
    expect(await routeLink('https://routes.example/book', 'L-9')).toEqual({ ok: true, data: 'https://routes.example/book?lineSn=L-9' })
    expect(post).not.toHaveBeenCalled()
  })
})
