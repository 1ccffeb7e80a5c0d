/**
 * The user's own data (user-data page and its sub-edit pages):
 *   GET  user/api/userInfo/detail   → data {unid, nickName, headImg, phone, signature, email, school,
 *                                     company, address, idCard (SM4-encrypted with the site key, '' when none)}
 *   POST user/api/userInfo/update   any of {nickname, headImg, signature, email, school, company, address,
 *                                   idCard (SM4-encrypted, plain refused)}; headImg is an http(s) or site path
 * Only the token's user is read or changed: there is no user id parameter to misuse.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { EMAIL_RE, PROFILE_FIELDS } from '../../../../src/core/profile-fields'
import { isIdCard } from '../../../../src/core/validation'
import { sm4Encrypt } from '../../../../src/core/sm4'
import { phoneOf } from '../../auth/users'
import { userProfiles, users } from '../../db/schema'
import { decryptSent } from '../account/common'
import { badInput, optionalText } from '../../http/fields'
import { ok } from '../../http/envelope'
import { DataEnvelope, routeSchema, Text } from '../../http/schema'
import { Profile } from './answers'

// limits of the editable fields: the app's edit pages check the same ones (core/profile-fields)
const max = (field: keyof typeof PROFILE_FIELDS) => PROFILE_FIELDS[field].max

async function detail(app: FastifyInstance, request: FastifyRequest) {
  const user = request.user!
  const [profile] = await app.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)).limit(1)
  const [fresh] = await app.db.select().from(users).where(eq(users.id, user.id)).limit(1)
  const idCard = profile?.idCardEncrypted ? app.fieldCrypto.decrypt(profile.idCardEncrypted) : ''
  return {
    unid: fresh.unid,
    nickName: fresh.nickname ?? '',
    headImg: fresh.headImg ?? '',
    phone: phoneOf(fresh, app.fieldCrypto) ?? '',
    signature: profile?.signature ?? '',
    email: profile?.email ?? '',
    school: profile?.school ?? '',
    company: profile?.company ?? '',
    address: profile?.address ?? '',
    idCard: idCard ? sm4Encrypt(idCard, request.site.config.sm4Key) : '',
  }
}

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/user/api/userInfo/detail', { schema: routeSchema({ response: DataEnvelope(Profile) }) }, async (request) =>
    ok(request, await detail(app, request)),
  )

  app.post(
    '/api/user/api/userInfo/update',
    {
      schema: routeSchema({
        body: {
          nickname: Text(),
          headImg: Text(),
          signature: Text(),
          email: Text(),
          school: Text(),
          company: Text(),
          address: Text(),
          idCard: Text(),
        },
      }),
    },
    async (request) => {
      const f = decryptSent(request, 'profileUpdate')
      const nickname = optionalText(f, 'nickname', max('nickname'))
      if (nickname === '') throw badInput('account:field.required', { field: 'nickname' })
      const headImg = optionalText(f, 'headImg', 500)
      // an address the upload call answered; never javascript:, data: or protocol-relative
      if (headImg && !/^(https?:\/\/|\/(?!\/))\S+$/.test(headImg)) throw badInput('account:field.invalid', { field: 'headImg' })
      const signature = optionalText(f, 'signature', max('signature'))
      const email = optionalText(f, 'email', max('email'))
      if (email && !EMAIL_RE.test(email)) throw badInput('account:profile.email')
      const school = optionalText(f, 'school', max('school'))
      const company = optionalText(f, 'company', max('company'))
      const address = optionalText(f, 'address', max('address'))
      const idCard = optionalText(f, 'idCard', max('idCard'))?.toUpperCase()
      if (idCard && !isIdCard(idCard)) throw badInput('account:validation.idCard')
      const changes = [nickname, headImg, signature, email, school, company, address, idCard].filter((v) => v !== undefined)
      if (changes.length === 0) throw badInput('account:profile.nothing')

      const now = app.clock()
      const userId = request.user!.id
      await app.db.transaction(async (tx) => {
        if (nickname !== undefined || headImg !== undefined) {
          await tx
            .update(users)
            .set({ ...(nickname !== undefined && { nickname }), ...(headImg !== undefined && { headImg }), updatedAt: now })
            .where(eq(users.id, userId))
        }
        const set = {
          ...(signature !== undefined && { signature }),
          ...(email !== undefined && { email }),
          ...(school !== undefined && { school }),
          ...(company !== undefined && { company }),
          ...(address !== undefined && { address }),
          ...(idCard !== undefined && { idCardEncrypted: idCard ? app.fieldCrypto.encrypt(idCard) : null }),
          updatedAt: now,
        }
        await tx
          .insert(userProfiles)
          .values({ userId, ...set })
          .onConflictDoUpdate({ target: userProfiles.userId, set })
      })
      return ok(request, await detail(app, request))
    },
  )
}
