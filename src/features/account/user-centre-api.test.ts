/** Personal numbers travel SM4-encrypted with the site key: encrypted before sending, decrypted right after reading (rules-and-contract 3). */
import { sm4Decrypt, sm4Encrypt } from '../../core/sm4'
import { get, post } from '../../services/request'
import { contactApi } from './resources'
import { decryptField, userCentreApi } from './user-centre-api'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
const key = __SITE__.sm4Key
const enc = (v: string) => sm4Encrypt(v, key)

it('contacts: certNumber and phone decrypted in the list and the detail', async () => {
  ;(get as jest.Mock).mockResolvedValueOnce({
    code: 0,
    datas: [{ id: 1, name: '张三', certType: 'ID_CARD', certNumber: enc('11010519491231002X'), phone: enc('13700000001') }],
    page: { total: 1, totalPage: 1 },
  })
  const list = await contactApi.list({}, { page: 1, pageSize: 10 })
  expect(list.ok && list.data.items[0]).toMatchObject({ certNumber: '11010519491231002X', phone: '13700000001' })
  ;(get as jest.Mock).mockResolvedValueOnce({
    code: 0,
    data: { id: 1, name: '张三', certType: 'ID_CARD', certNumber: enc('11010519491231002X'), phone: enc('13700000001') },
  })
  const one = await contactApi.detail(1)
  expect(one.ok && one.data).toMatchObject({ certNumber: '11010519491231002X', phone: '13700000001' })
})

it('real-name idCard and profile idCard decrypted', async () => {
  ;(get as jest.Mock).mockResolvedValueOnce({
    code: 0,
    data: { status: 1, realName: '张三', idCard: enc('11010519491231002X'), verifiedAt: null },
  })
  const real = await userCentreApi.realName()
  expect(real.ok && real.data.idCard).toBe('11010519491231002X')
  ;(get as jest.Mock).mockResolvedValueOnce({ code: 0, data: { nickName: 'n', idCard: enc('11010519491231002X') } })
  const profile = await userCentreApi.profile()
  expect(profile.ok && profile.data.idCard).toBe('11010519491231002X')
})

it('contact certNumber and phone, real-name idCard and profile idCard are sent encrypted', async () => {
  ;(post as jest.Mock).mockResolvedValue({ code: 0 })
  await contactApi.save({ name: '张三', certType: 'ID_CARD', certNumber: '11010519491231002X', phone: '13700000001' })
  const [path, sent] = (post as jest.Mock).mock.calls.at(-1)
  expect(path).toBe('user/api/consumUserContacts/save')
  expect(sent.name).toBe('张三')
  expect(sent.certNumber).not.toContain('11010519491231002X')
  expect(sm4Decrypt(sent.certNumber, key)).toBe('11010519491231002X')
  expect(sm4Decrypt(sent.phone, key)).toBe('13700000001')

  await userCentreApi.verifyRealName('张三', '11010519491231002X')
  const real = (post as jest.Mock).mock.calls.at(-1)[1]
  expect(real.realName).toBe('张三')
  expect(sm4Decrypt(real.idCard, key)).toBe('11010519491231002X')

  await userCentreApi.updateProfile('idCard', '11010519491231002X')
  expect(sm4Decrypt((post as jest.Mock).mock.calls.at(-1)[1].idCard, key)).toBe('11010519491231002X')
  await userCentreApi.updateProfile('nickname', '小文')
  expect((post as jest.Mock).mock.calls.at(-1)[1]).toEqual({ nickname: '小文' })
})

it('getCreditUserView: channel cultural and the phone; the view is datas[0]', async () => {
  ;(get as jest.Mock).mockResolvedValueOnce({
    code: 0,
    datas: [{ creditScore: 70, creditStatus: 'SHORT_LOSE_CREDIT', losePromiseCount: 3 }],
  })
  const res = await userCentreApi.creditView('13800000001')
  expect(get).toHaveBeenLastCalledWith(
    'user/api/credit/getCreditUserView',
    { platformChannel: 'cultural', phone: '13800000001' },
    { loading: false },
  )
  expect(res.ok && res.data).toMatchObject({ creditScore: 70, creditStatus: 'SHORT_LOSE_CREDIT' })
})

it('empty or foreign ciphertext reads as empty, never as garbage', () => {
  expect(decryptField('')).toBe('')
  expect(decryptField(sm4Encrypt('x', 'ffffffffffffffffffffffffffffffff'))).toBe('')
})

it('the test-account calls answer a Result like every other call', async () => {
  ;(get as jest.Mock).mockResolvedValueOnce({ code: 0, data: { enabled: true, phones: ['13800000001'] } })
  await expect(userCentreApi.testAccounts()).resolves.toEqual({ ok: true, data: { enabled: true, phones: ['13800000001'] } })
  ;(post as jest.Mock).mockResolvedValueOnce(undefined)
  await expect(userCentreApi.switchTestAccount('13800000001')).resolves.toEqual({ ok: false, noAnswer: true })
})
