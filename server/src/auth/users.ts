/**
 * Users of a site and the user-info payload the app stores (CloudUserInfo).
 * Phones are written encrypted with a lookup hash (auth/field-crypto.ts).
 */
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { CloudUserInfo } from '../../../types/contract'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import type { Site } from '../site/site-registry'
import type { FieldCrypto } from './field-crypto'
import type { UserRow } from './tokens'

export interface NewUser {
  siteId: number
  phone?: string
  nickname?: string
  headImg?: string
  wechatOpenId?: string
  miniOpenId?: string
  volunteerStatus?: number
}

export async function createUser(db: Database, crypt: FieldCrypto, input: NewUser): Promise<UserRow> {
  const { phone, ...rest } = input
  const [row] = await db
    .insert(users)
    .values({
      ...rest,
      unid: crypto.randomUUID(),
      phoneEncrypted: phone ? crypt.encrypt(phone) : null,
      phoneHash: phone ? crypt.hash(phone) : null,
    })
    .returning()
  return row
}

export async function findUserByPhone(db: Database, crypt: FieldCrypto, siteId: number, phone: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.phoneHash, crypt.hash(phone))))
    .limit(1)
  return row ?? null
}

export function phoneOf(user: UserRow, crypt: FieldCrypto): string | undefined {
  return user.phoneEncrypted ? crypt.decrypt(user.phoneEncrypted) : undefined
}

/** The user info the app keeps locally (rules-and-contract section 3). */
export function toCloudUserInfo(user: UserRow, site: Site, userToken: string, crypt: FieldCrypto): CloudUserInfo {
  return {
    userToken,
    unid: user.unid,
    phone: phoneOf(user, crypt),
    siteId: site.id,
    siteCode: site.siteCode,
    region: site.config.regionCode,
    siteLanguage: site.config.defaultLanguage,
    shopUrl: site.config.shopUrl ?? '',
    volunteerStatus: user.volunteerStatus,
    nickName: user.nickname ?? undefined,
    headImg: user.headImg ?? undefined,
  }
}
