/** The external booking link: siteid, the way back to the third-party orders, and the identity only for a logged-in visitor. */
import { get } from '../../services/request'
import { thirdPartyLink } from './third-party'

const mockToken = jest.fn()
jest.mock('../account', () => ({ readToken: () => mockToken() }))
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
