/**
 * User centre: every call's happy path, its validation messages, paging variant (a), and
 * refusal of another user's ids (each user sees and changes only their own rows).
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { encryptSentFields, type EncryptedCall } from '../../../../src/core/sent-encrypted'
import { sm4Decrypt, sm4Encrypt } from '../../../../src/core/sm4'
import { feedbacks } from '../../db/schema'
import { get, login, post, SM4_KEY, startHarness, type Harness } from '../account/test-harness'

let h: Harness
let alice: string
let bob: string
before(async () => {
  h = await startHarness()
  alice = (await login(h, '13600000001')).userToken
  bob = (await login(h, '13600000002')).userToken
})
after(() => h.close())

const as = (token: string, lang?: string) => ({ token, lang })
/** what the app sends: the call's personal numbers SM4-encrypted with the site key */
const enc = (call: EncryptedCall, form: Record<string, unknown>) => encryptSentFields(call, form, SM4_KEY)

describe('profile', () => {
  test('read and update nickname, signature, email, school, company, address, id card', async () => {
    const res = await post(
      h,
      'user/api/userInfo/update',
      enc('profileUpdate', {
        nickname: 'Alice',
        signature: 'hi',
        email: 'a@b.cn',
        school: 'SCU',
        company: 'Wenlv',
        address: 'Chengdu',
        idCard: '11010519491231002x',
      }),
      as(alice),
    )
    assert.equal(res.json().code, 0, res.body)
    const d = (await get(h, 'user/api/userInfo/detail', {}, as(alice))).json().data
    assert.equal(d.nickName, 'Alice')
    assert.equal(d.email, 'a@b.cn')
    assert.equal(d.phone, '13600000001')
    assert.equal(sm4Decrypt(d.idCard, SM4_KEY), '11010519491231002X')
    // partial update keeps the rest
    await post(h, 'user/api/userInfo/update', { school: '' }, as(alice))
    const d2 = (await get(h, 'user/api/userInfo/detail', {}, as(alice))).json().data
    assert.equal(d2.school, '')
    assert.equal(d2.company, 'Wenlv')
    // bob sees his own, empty profile
    assert.equal((await get(h, 'user/api/userInfo/detail', {}, as(bob))).json().data.company, '')
  })

  test('validation messages', async () => {
    const msg = async (form: Record<string, string>) =>
      (await post(h, 'user/api/userInfo/update', enc('profileUpdate', form), as(alice, 'en'))).json()
    assert.equal((await msg({ email: 'nope' })).message, 'Please enter a valid email address.')
    assert.equal((await msg({ idCard: '110105194912310021' })).message, 'Please enter a valid ID card number.')
    assert.equal((await msg({ nickname: 'x'.repeat(21) })).message, 'nickname can be at most 20 characters.')
    assert.equal((await msg({ nickname: '' })).message, 'Please fill in nickname.')
    assert.equal((await msg({})).message, 'There is nothing to change.')
    assert.equal((await msg({ headImg: 'javascript:alert(1)' })).message, 'headImg is not valid.')
    assert.equal((await msg({ headImg: '//evil.example/a.png' })).message, 'headImg is not valid.')
    assert.equal((await get(h, 'user/api/userInfo/detail')).json().code, 2)
  })
})

describe('addresses', () => {
  test('CRUD, one default, paging variant (a), other users refused', async () => {
    const save = (form: Record<string, unknown>, token = alice) => post(h, 'user/api/receiveAddress/save', form, as(token, 'en'))
    const a1 = (await save({ name: 'Zhang', phone: '13600000009', region: 'Sichuan Chengdu', detail: 'Road 1', isDefault: true })).json()
    assert.equal(a1.code, 0, JSON.stringify(a1))
    const a2 = (await save({ name: 'Li', phone: '13600000008', region: 'Sichuan Chengdu', detail: 'Road 2', isDefault: true })).json().data
    const list = (await get(h, 'user/api/receiveAddress/list', { currPage: 1, pageSize: 1 }, as(alice))).json()
    assert.deepEqual(list.page, { total: 2, totalPage: 2 })
    assert.equal(list.datas.length, 1)
    assert.equal(list.datas[0].id, a2.id) // the default first
    assert.equal((await get(h, 'user/api/receiveAddress/detail', { id: a1.data.id }, as(alice))).json().data.isDefault, false)
    assert.equal(
      (await save({ name: 'Zhang', phone: '123', region: 'x', detail: 'y' })).json().message,
      'Please enter the correct phone number!',
    )
    assert.equal((await save({ phone: '13600000009', region: 'x', detail: 'y' })).json().message, 'Please fill in name.')
    // bob can neither read, change nor delete alice's address
    assert.equal(
      (await get(h, 'user/api/receiveAddress/detail', { id: a1.data.id }, as(bob, 'en'))).json().message,
      'The record does not exist.',
    )
    assert.equal((await save({ id: a1.data.id, name: 'Hacked', phone: '13600000009', region: 'x', detail: 'y' }, bob)).json().code, 400)
    assert.equal((await post(h, 'user/api/receiveAddress/delete', { id: a1.data.id }, as(bob))).json().code, 400)
    assert.equal((await get(h, 'user/api/receiveAddress/list', {}, as(bob))).json().page.total, 0)
    // update and delete by the owner
    assert.equal(
      (await save({ id: a1.data.id, name: 'Zhang San', phone: '13600000009', region: 'x', detail: 'y' })).json().data.name,
      'Zhang San',
    )
    assert.equal((await post(h, 'user/api/receiveAddress/delete', { id: a1.data.id }, as(alice))).json().code, 0)
    assert.equal((await get(h, 'user/api/receiveAddress/list', {}, as(alice))).json().page.total, 1)
  })

  test('paging parameters are checked', async () => {
    for (const params of [{ currPage: 0 }, { pageSize: 101 }, { currPage: 'x' }]) {
      assert.equal((await get(h, 'user/api/receiveAddress/list', params, as(alice))).json().code, 400)
    }
  })
})

describe('contacts', () => {
  test('certNumber and phone come back SM4-encrypted; duplicates and other users refused', async () => {
    const saved = (
      await post(
        h,
        'user/api/consumUserContacts/save',
        enc('contactSave', { name: 'Wang', certType: 'ID_CARD', certNumber: '510101199003070016', phone: '13600000007' }),
        as(alice),
      )
    ).json()
    assert.equal(saved.code, 0, JSON.stringify(saved))
    const list = (await get(h, 'user/api/consumUserContacts/list', {}, as(alice))).json()
    assert.equal(list.page.total, 1)
    const c = list.datas[0]
    assert.notEqual(c.certNumber, '510101199003070016')
    assert.equal(sm4Decrypt(c.certNumber, SM4_KEY), '510101199003070016')
    assert.equal(sm4Decrypt(c.phone, SM4_KEY), '13600000007')
    const dup = await post(
      h,
      'user/api/consumUserContacts/save',
      enc('contactSave', { name: 'W2', certType: 'ID_CARD', certNumber: '510101199003070016', phone: '13600000006' }),
      as(alice, 'en'),
    )
    assert.equal(dup.json().message, 'A contact with this certificate already exists.')
    const badCert = await post(
      h,
      'user/api/consumUserContacts/save',
      enc('contactSave', { name: 'W2', certType: 'ID_CARD', certNumber: '510101199003070017', phone: '13600000006' }),
      as(alice, 'en'),
    )
    assert.equal(badCert.json().message, 'Please enter a valid ID card number.')
    assert.equal(
      (
        await post(
          h,
          'user/api/consumUserContacts/save',
          enc('contactSave', { name: 'W3', certType: 'VISA', certNumber: 'E1234567', phone: '13600000006' }),
          as(alice),
        )
      ).json().code,
      400,
    )
    assert.equal(
      (
        await post(
          h,
          'user/api/consumUserContacts/save',
          enc('contactSave', { name: 'Tom', certType: 'PASSPORT', certNumber: 'E1234567', phone: '13600000006' }),
          as(alice),
        )
      ).json().code,
      0,
    )
    assert.equal((await get(h, 'user/api/consumUserContacts/detail', { id: c.id }, as(bob))).json().code, 400)
    assert.equal((await post(h, 'user/api/consumUserContacts/delete', { id: c.id }, as(bob))).json().code, 400)
    assert.equal((await post(h, 'user/api/consumUserContacts/delete', { id: c.id }, as(alice))).json().code, 0)
  })
})

describe('personal numbers must arrive SM4-encrypted (rules-and-contract 3)', () => {
  test('a plain or wrongly keyed value is refused by name, and nothing is saved', async () => {
    const carol = (await login(h, '13600000004')).userToken
    const plainCert = await post(
      h,
      'user/api/consumUserContacts/save',
      { name: 'Plain', certType: 'ID_CARD', certNumber: '510101199003070016', phone: sm4Encrypt('13600000007', SM4_KEY) },
      as(carol, 'en'),
    )
    assert.equal(plainCert.json().code, 400)
    assert.equal(plainCert.json().message, 'certNumber could not be read: it must be sent encrypted. Please update the app and try again.')
    const plainPhone = await post(
      h,
      'user/api/consumUserContacts/save',
      { name: 'Plain', certType: 'ID_CARD', certNumber: sm4Encrypt('510101199003070016', SM4_KEY), phone: '13600000007' },
      as(carol, 'en'),
    )
    assert.equal(plainPhone.json().message, 'phone could not be read: it must be sent encrypted. Please update the app and try again.')
    assert.equal((await get(h, 'user/api/consumUserContacts/list', {}, as(carol))).json().page.total, 0)
    const otherKey = encryptSentFields(
      'realNameIdentify',
      { realName: '张三', idCard: '11010519491231002X' },
      'ffeeddccbbaa99887766554433221100',
    )
    const wrongKey = await post(h, 'res/api/idcard/idcardIdentify', otherKey, as(carol, 'zh'))
    assert.equal(wrongKey.json().message, 'idCard 未加密，无法读取，请更新应用后重试')
    assert.equal((await get(h, 'res/api/realNameAuth/info', {}, as(carol))).json().data.status, 0)
    const plainProfile = await post(h, 'user/api/userInfo/update', { nickname: 'Carol', idCard: '11010519491231002X' }, as(carol, 'en'))
    assert.equal(plainProfile.json().message, 'idCard could not be read: it must be sent encrypted. Please update the app and try again.')
    assert.notEqual((await get(h, 'user/api/userInfo/detail', {}, as(carol))).json().data.nickName, 'Carol')
  })
})

describe('real name', () => {
  test('verify through the dev id-card provider; idCard returned encrypted; one card per account', async () => {
    assert.equal((await get(h, 'res/api/realNameAuth/info', {}, as(alice))).json().data.status, 0)
    const mismatch = await post(
      h,
      'res/api/idcard/idcardIdentify',
      enc('realNameIdentify', { realName: '不一致', idCard: '11010519491231002X' }),
      as(alice, 'en'),
    )
    assert.equal(mismatch.json().message, 'The name does not match the ID card number.')
    assert.equal(
      (
        await post(
          h,
          'res/api/idcard/idcardIdentify',
          enc('realNameIdentify', { realName: '张三', idCard: '11010519491231002Y' }),
          as(alice),
        )
      ).json().code,
      400,
    )
    const ok = (
      await post(h, 'res/api/idcard/idcardIdentify', enc('realNameIdentify', { realName: '张三', idCard: '11010519491231002X' }), as(alice))
    ).json()
    assert.equal(ok.code, 0)
    const info = (await get(h, 'res/api/realNameAuth/info', {}, as(alice))).json().data
    assert.equal(info.status, 1)
    assert.equal(sm4Decrypt(info.idCard, SM4_KEY), '11010519491231002X')
    const taken = await post(
      h,
      'res/api/idcard/idcardIdentify',
      enc('realNameIdentify', { realName: '李四', idCard: '11010519491231002X' }),
      as(bob, 'en'),
    )
    assert.equal(taken.json().message, 'This ID card is already verified by another account.')
  })
})

describe('points and membership', () => {
  test('vip index, rules and integral records follow check-ins', async () => {
    await post(h, 'user/api/userBind/checkIn', {}, as(bob))
    const vip = (await get(h, 'user/api/vip/index', {}, as(bob, 'en'))).json().data
    assert.deepEqual(vip, {
      points: 5,
      lifetimePoints: 5,
      level: 0,
      levelName: 'Member',
      nextLevelPoints: 100,
      checkedInToday: true,
      continuousDays: 1,
    })
    const rules = (await get(h, 'user/api/vip/rules', {}, as(bob))).json().data
    assert.equal(rules.levels.length, 5)
    const records = (await get(h, 'user/api/integral/records', {}, as(bob, 'en'))).json()
    assert.equal(records.page.total, 1)
    assert.equal(records.datas[0].reasonText, 'Daily check-in')
  })
})

describe('wallet', () => {
  test('withdrawal needs a valid amount within the balance', async () => {
    const info = (await get(h, 'user/api/wallet/info', {}, as(alice))).json().data
    assert.deepEqual(info, { balance: 0, withdrawing: 0 })
    const w = (amount: string, token = alice) => post(h, 'user/api/wallet/withdraw', { amount, account: 'WeChat' }, as(token, 'en'))
    assert.equal((await w('abc')).json().message, 'Please enter a valid amount (at most 2 decimals).')
    assert.equal((await w('0.5')).json().message, 'The minimum withdrawal is 1.00 yuan.')
    assert.equal((await w('5.00')).json().message, 'Insufficient balance: 0.00 yuan available.')
    assert.equal((await post(h, 'user/api/wallet/withdraw', { amount: '5' }, as(alice, 'en'))).json().message, 'Please fill in account.')
    const { walletEntries, users } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    const [me] = await h.db.db
      .select()
      .from(users)
      .where(eq(users.phoneHash, h.app.fieldCrypto.hash('13600000001')))
    await h.db.db
      .insert(walletEntries)
      .values({ userId: me.id, amountCents: 1250, kind: 'income', status: 'done', title: 'Reward', createdAt: h.now() })
    const done = (await w('5.5')).json()
    assert.equal(done.code, 0, JSON.stringify(done))
    assert.deepEqual(done.data.amount, 5.5)
    assert.deepEqual((await get(h, 'user/api/wallet/info', {}, as(alice))).json().data, { balance: 7, withdrawing: 5.5 })
    assert.equal((await w('7.01')).json().message, 'Insufficient balance: 7.00 yuan available.')
    const withdrawals = (await get(h, 'user/api/wallet/withdrawals', {}, as(alice))).json()
    assert.equal(withdrawals.page.total, 1)
    assert.equal(withdrawals.datas[0].status, 'pending')
    assert.equal((await get(h, 'user/api/wallet/records', {}, as(alice))).json().page.total, 2)
    assert.equal((await get(h, 'user/api/wallet/records', {}, as(bob))).json().page.total, 0)
  })
})

describe('messages, collections, feedback', () => {
  test('message detail marks read; other users get not found', async () => {
    const { userMessages, users } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    const [me] = await h.db.db
      .select()
      .from(users)
      .where(eq(users.phoneHash, h.app.fieldCrypto.hash('13600000001')))
    const [m] = await h.db.db
      .insert(userMessages)
      .values({ userId: me.id, title: 'T', content: 'C', msgType: 2, jumpType: 2, relationId: '7', createdAt: h.now() })
      .returning()
    assert.equal((await get(h, 'websocket/api/message/unreadCount', {}, as(alice))).json().data.count, 1)
    assert.equal((await get(h, 'websocket/api/message/detail', { id: m.id }, as(bob))).json().code, 400)
    const d = (await get(h, 'websocket/api/message/detail', { id: m.id }, as(alice))).json().data
    assert.equal(d.read, true)
    assert.equal(d.msgType, 2)
    assert.equal(d.jumpType, 2)
    assert.equal(d.relationId, '7')
    assert.equal((await get(h, 'websocket/api/message/unreadCount', {}, as(alice))).json().data.count, 0)
    assert.equal((await get(h, 'websocket/api/message/list', {}, as(bob))).json().page.total, 0)
    assert.equal((await post(h, 'websocket/api/message/read', { id: m.id }, as(bob))).json().code, 400)
    assert.equal((await post(h, 'websocket/api/message/read', { all: true }, as(alice))).json().code, 0)
    assert.equal((await get(h, 'websocket/api/message/list', { msgType: 2 }, as(alice))).json().page.total, 1)
    assert.equal((await get(h, 'websocket/api/message/list', { msgType: 1 }, as(alice))).json().page.total, 0)
    assert.equal((await get(h, 'websocket/api/message/list', { msgType: 'SYSTEM' }, as(alice))).json().code, 400)
  })

  test('collections: own list only; delete refuses others', async () => {
    const { userCollections, users } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    const [me] = await h.db.db
      .select()
      .from(users)
      .where(eq(users.phoneHash, h.app.fieldCrypto.hash('13600000001')))
    const [c] = await h.db.db
      .insert(userCollections)
      .values({ userId: me.id, resourceType: 'CONTENT_TYPE_VENUE', resourceId: '3', title: 'Museum', createdAt: h.now() })
      .returning()
    assert.equal((await get(h, 'user/api/collection/list', { resourceType: 'CONTENT_TYPE_VENUE' }, as(alice))).json().page.total, 1)
    assert.equal((await get(h, 'user/api/collection/list', { resourceType: 'CONTENT_TYPE_HOTEL' }, as(alice))).json().page.total, 0)
    assert.equal((await get(h, 'user/api/collection/list', {}, as(bob))).json().page.total, 0)
    assert.equal((await post(h, 'user/api/collection/delete', { id: c.id }, as(bob))).json().code, 400)
    assert.equal((await post(h, 'user/api/collection/delete', { id: c.id }, as(alice))).json().code, 0)
  })

  test('feedback: content required, at most 500 characters and 9 images', async () => {
    assert.equal((await post(h, 'user/api/feedback/save', {}, as(alice, 'en'))).json().message, 'Please fill in content.')
    assert.equal((await post(h, 'user/api/feedback/save', { content: 'x'.repeat(501) }, as(alice))).json().code, 400)
    assert.equal(
      (await post(h, 'user/api/feedback/save', { content: 'ok', images: Array(10).fill('/a.png').join(',') }, as(alice))).json().code,
      400,
    )
    const ok = (
      await post(
        h,
        'user/api/feedback/save',
        { content: 'Great app', contact: 'a@b.cn', images: '/a.png,https://x.example/b.png' },
        as(alice, 'en'),
      )
    ).json()
    assert.equal(ok.message, 'Thank you for your feedback!')
    const list = (await get(h, 'user/api/feedback/list', {}, as(alice))).json()
    assert.deepEqual(list.datas[0].images, ['/a.png', 'https://x.example/b.png'])
    assert.equal(list.datas[0].contact, 'a@b.cn')
    // the contact is personal: encrypted at rest, readable only through the key
    const [row] = await h.db.db.select().from(feedbacks).where(eq(feedbacks.id, list.datas[0].id))
    assert.ok(row.contactEncrypted && !row.contactEncrypted.includes('a@b.cn'))
    assert.equal(h.app.fieldCrypto.decrypt(row.contactEncrypted), 'a@b.cn')
    assert.equal((await get(h, 'user/api/feedback/list', {}, as(bob))).json().page.total, 0)
  })
})

describe('invitations', () => {
  test('fill in a code: once, not own, not from your own invitee; inviter earns 20 points', async () => {
    const carol = (await login(h, '13600000003')).userToken
    const aliceCode = (await get(h, 'user/api/invite/myCode', {}, as(alice))).json().data.inviteCode
    assert.match(aliceCode, /^[A-Z2-9]{8}$/)
    assert.equal((await get(h, 'user/api/invite/codeInfo', { inviteCode: aliceCode })).json().data.inviterNickName, 'Alice')
    assert.equal(
      (await post(h, 'user/api/invite/fillInCode', { inviteCode: aliceCode }, as(alice, 'en'))).json().message,
      'You cannot use your own invite code.',
    )
    assert.equal(
      (await post(h, 'user/api/invite/fillInCode', { inviteCode: 'ZZZZZZZZ' }, as(carol, 'en'))).json().message,
      'This invite code does not exist.',
    )
    assert.equal((await post(h, 'user/api/invite/fillInCode', { inviteCode: aliceCode.toLowerCase() }, as(carol))).json().code, 0)
    assert.equal(
      (await post(h, 'user/api/invite/fillInCode', { inviteCode: aliceCode }, as(carol, 'en'))).json().message,
      'You have already accepted an invitation.',
    )
    const carolCode = (await get(h, 'user/api/invite/myCode', {}, as(carol))).json().data.inviteCode
    assert.equal(
      (await post(h, 'user/api/invite/fillInCode', { inviteCode: carolCode }, as(alice, 'en'))).json().message,
      'You cannot use the code of a friend you invited.',
    )
    const mine = (await get(h, 'user/api/invite/myInviteList', {}, as(alice))).json()
    assert.equal(mine.page.total, 1)
    assert.equal(mine.datas[0].phone, '136****0003')
    assert.equal((await get(h, 'user/api/vip/index', {}, as(alice))).json().data.points, 20)
  })
})

describe('test-account switch', () => {
  test('only a listed tester may switch, and only to a listed phone', async () => {
    assert.deepEqual((await get(h, 'user/api/testAccount/list', {}, as(alice))).json().data, { enabled: false, phones: [] })
    assert.equal((await post(h, 'user/api/testAccount/switch', { phone: '13800000002' }, as(alice))).json().code, 400)
    const tester = (await login(h, '13800000001')).userToken
    const list = (await get(h, 'user/api/testAccount/list', {}, as(tester))).json().data
    assert.deepEqual(list, { enabled: true, phones: ['13800000001', '13800000002'] })
    assert.equal((await post(h, 'user/api/testAccount/switch', { phone: '13600000001' }, as(tester))).json().code, 400)
    const switched = (await post(h, 'user/api/testAccount/switch', { phone: '13800000002' }, as(tester))).json()
    assert.equal(switched.code, 0)
    assert.equal(switched.data.phone, '13800000002')
  })
})
