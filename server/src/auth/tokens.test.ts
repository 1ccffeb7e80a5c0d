/** Code 2 and the token machinery: issue, verify, expire, revoke; phones encrypted at rest. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/database'
import { userTokens, users } from '../db/schema'
import { openSeededTestDatabase } from '../testing/seeded-template'
import { hashToken, issueToken, revokeToken, revokeUserTokens } from './tokens'
import { createUser, findUserByPhone } from './users'
import { sm4Encrypt } from '../../../src/core/sm4'
import { loadSite } from '../../../sites'

const HOUR = 60 * 60 * 1000
let database: DatabaseHandle
let app: FastifyInstance
let now = new Date('2026-11-22T08:00:00Z')

before(async () => {
  database = await openSeededTestDatabase({ clock: () => now })
  app = await buildApp({ database, clock: () => now, tokenTtlMs: 24 * HOUR })
})
after(async () => {
  await app.close()
  await database.close()
})

const site = (code: string) => app.sites.get(code)!
const refresh = (token: string, siteCode = 'cd-city', lang = '') =>
  app.inject(`/api/user/api/userInfo/refresh?siteCode=${siteCode}&token=${encodeURIComponent(token)}${lang ? `&lang=${lang}` : ''}`)

async function newLogin(phone: string, siteCode = 'cd-city') {
  const user = await createUser(app.db, app.fieldCrypto, { siteId: site(siteCode).id, phone, nickname: '游客', volunteerStatus: 1 })
  const issued = await issueToken(app.db, { userId: user.id, siteId: site(siteCode).id, now: app.clock(), ttlMs: app.tokenTtlMs })
  return { user, ...issued }
}

describe('userInfo/refresh with a live token', () => {
  it('answers the CloudUserInfo of the token owner', async () => {
    const { user, token } = await newLogin('13900000001')
    const res = await refresh(token)
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json(), {
      code: 0,
      message: '操作成功',
      data: {
        userToken: token,
        unid: user.unid,
        phone: '13900000001',
        siteId: site('cd-city').id,
        siteCode: 'cd-city',
        region: '510100',
        siteLanguage: 'zh',
        // cd-city has the development shop (sites/cd-city.json)
        shopUrl: '/api/shop/',
        volunteerStatus: 1,
        nickName: '游客',
        // the same user info every login channel answers (plugins/account/common.ts userInfoOf)
        userCenterToken: token,
        encryption: sm4Encrypt(user.unid, loadSite('cd-city').sm4Key),
      },
    })
  })
})

describe('code 2', () => {
  it('no token, or an empty one, asks to log in', async () => {
    for (const url of [
      '/api/user/api/userInfo/refresh?siteCode=cd-city',
      '/api/user/api/userInfo/refresh?siteCode=cd-city&token=',
      '/api/user/api/userInfo/refresh?token=%20%20',
    ]) {
      const res = await app.inject(url)
      assert.deepEqual(res.json(), { code: 2, message: '请先登录。' }, url)
    }
  })

  it('an unknown token says the login expired', async () => {
    assert.deepEqual((await refresh('not-a-token')).json(), { code: 2, message: '登录已失效，请重新登录。' })
  })

  it('a token stops working at its expiry, not a millisecond before', async () => {
    const { token, expiresAt } = await newLogin('13900000002')
    assert.equal(expiresAt.getTime() - now.getTime(), 24 * HOUR)
    const start = now
    try {
      now = new Date(expiresAt.getTime() - 1)
      assert.equal((await refresh(token)).json().code, 0)
      now = expiresAt
      assert.equal((await refresh(token)).json().code, 2)
    } finally {
      now = start
    }
  })

  it('a revoked token stops working; other tokens of the user keep working until revoked too', async () => {
    const { user, token } = await newLogin('13900000003')
    const second = await issueToken(app.db, { userId: user.id, siteId: user.siteId, now })
    assert.equal(await revokeToken(app.db, token), true)
    assert.equal(await revokeToken(app.db, token), false)
    assert.equal((await refresh(token)).json().code, 2)
    assert.equal((await refresh(second.token)).json().code, 0)
    assert.equal(await revokeUserTokens(app.db, user.id), 1)
    assert.equal((await refresh(second.token)).json().code, 2)
  })

  it('a token of one site does not open another site', async () => {
    const { token } = await newLogin('13900000004', 'intl-expo')
    assert.equal((await refresh(token, 'intl-expo')).json().code, 0)
    assert.deepEqual((await refresh(token, 'cd-city')).json(), { code: 2, message: '登录已失效，请重新登录。' })
  })

  it('the message follows the language the site offers', async () => {
    assert.deepEqual((await refresh('', 'intl-expo', 'en')).json(), { code: 2, message: 'Please log in first.' })
  })
})

describe('storage', () => {
  it('keeps only the sha256 of tokens and an encrypted phone with a lookup hash', async () => {
    const { user, token } = await newLogin('13900000005')
    const [stored] = await app.db.select().from(userTokens).where(eq(userTokens.userId, user.id))
    assert.equal(stored.tokenHash, hashToken(token))
    assert.notEqual(stored.tokenHash, token)
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    assert.ok(row.phoneEncrypted && !row.phoneEncrypted.includes('13900000005'))
    assert.ok(row.phoneHash && !row.phoneHash.includes('13900000005'))
    assert.equal((await findUserByPhone(app.db, app.fieldCrypto, user.siteId, '13900000005'))?.id, user.id)
    assert.equal(await findUserByPhone(app.db, app.fieldCrypto, user.siteId, '13900000006'), null)
  })

  it('one phone is one user per site', async () => {
    await newLogin('13900000007')
    await assert.rejects(createUser(app.db, app.fieldCrypto, { siteId: site('cd-city').id, phone: '13900000007' }))
    await createUser(app.db, app.fieldCrypto, { siteId: site('sc-province').id, phone: '13900000007' })
  })
})
