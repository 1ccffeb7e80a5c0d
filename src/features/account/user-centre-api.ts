/**
 * User-centre calls (rules-and-contract 7 "User centre") that are not lists of rows: profile, real
 * name, credit, VIP, wallet, feedback, invitations, test accounts. Lists and owned rows (contacts,
 * addresses, collection, messages, records) are kit resources in ./resources.ts.
 * Paths, params and answers are the accounts server's (server/src/plugins/user-centre, credit).
 * Personal numbers (contact certNumber and phone, real-name idCard, profile idCard) travel
 * SM4-encrypted with the site key both ways: encrypted before sending (core/sent-encrypted.ts,
 * the server refuses plain values) and decrypted right after reading (section 3).
 */
import type { CloudUserInfo, CreditUserView } from '../../../types/contract'
import { encryptSentFields } from '../../core/sent-encrypted'
import { sm4Decrypt } from '../../core/sm4'
import { get, post } from '../../services/request'
import { call, mapResult } from '../../kit/result'

/** Decrypts a field read from the server; '' when empty or not decryptable with this site's key. */
export function decryptField(value: string | undefined | null): string {
  if (!value) return ''
  return sm4Decrypt(value, __SITE__.sm4Key) ?? ''
}

export interface Profile {
  unid: string
  nickName: string
  headImg: string
  phone: string
  signature: string
  email: string
  school: string
  company: string
  address: string
  /** decrypted */
  idCard: string
}
export type ProfileField = 'nickname' | 'signature' | 'email' | 'school' | 'company' | 'address' | 'idCard'

export interface Contact {
  id: number
  name: string
  certType: 'ID_CARD' | 'PASSPORT' | 'OTHER'
  /** decrypted */
  certNumber: string
  /** decrypted */
  phone: string
}
export interface Address {
  id: number
  name: string
  phone: string
  region: string
  detail: string
  isDefault: boolean
}
export interface RealNameInfo {
  status: 0 | 1
  realName: string
  idCard: string
  verifiedAt: string | null
}
export interface VipIndex {
  points: number
  lifetimePoints: number
  level: number
  levelName: string
  nextLevelPoints: number
  checkedInToday: boolean
  continuousDays: number
}
export interface VipRules {
  levels: { level: number; name: string; points: number }[]
  rules: { reason: string; points: number; text: string }[]
}
export interface PointsRecord {
  id: number
  points: number
  reason: string
  reasonText: string
  createdAt: string
}
export interface WalletInfo {
  balance: number
  withdrawing: number
}
export interface WalletRecord {
  id: number
  amount: number
  kind: string
  status: string
  title: string
  createdAt: string
}
export interface CollectionItem {
  id: number
  resourceType: string
  resourceId: string
  title: string
  imgUrl: string
  createdAt: string
}
export interface Message {
  id: number
  title: string
  content: string
  msgType: number
  jumpType: number
  relationId: string
  jumpUrl: string
  read: boolean
  createdAt: string
}
export interface NoShow {
  id: number
  occurredAt: string
  orderCode: string
  resourceName: string
}
export interface InviteRow {
  nickName: string
  phone: string
  createdAt: string
}

/** A row with its idCard decrypted; an answer without the row stays without it. */
const withIdCard = <T extends { idCard: string }>(row: T): T => row && { ...row, idCard: decryptField(row.idCard) }

/** Every call answers a kit Result (ok + data, or the refusal / no answer). */
export const userCentreApi = {
  profile: async () => mapResult(await call<Profile>(get('user/api/userInfo/detail')), withIdCard),
  updateProfile: (field: ProfileField, value: string) =>
    call<Profile>(post('user/api/userInfo/update', encryptSentFields('profileUpdate', { [field]: value }, __SITE__.sm4Key))),
  /** the avatar: an address the upload call answered (url or safeUrl) */
  updateAvatar: (headImg: string) => call<Profile>(post('user/api/userInfo/update', { headImg })),

  realName: async () => mapResult(await call<RealNameInfo>(get('res/api/realNameAuth/info')), withIdCard),
  verifyRealName: (realName: string, idCard: string) =>
    call<RealNameInfo>(post('res/api/idcard/idcardIdentify', encryptSentFields('realNameIdentify', { realName, idCard }, __SITE__.sm4Key))),

  /** getCreditUserView: platformChannel cultural and the user's phone; the view is datas[0] */
  creditView: async (phone: string) =>
    mapResult(
      await call<CreditUserView[]>(get('user/api/credit/getCreditUserView', { platformChannel: 'cultural', phone }, { loading: false })),
      (views): CreditUserView | undefined => views?.[0],
    ),

  vipIndex: () => call<VipIndex>(get('user/api/vip/index')),
  vipRules: () => call<VipRules>(get('user/api/vip/rules')),
  checkIn: () => call<{ points: number }>(post('user/api/userBind/checkIn')),

  wallet: () => call<WalletInfo>(get('user/api/wallet/info')),
  withdraw: (amount: string, account: string) => call(post('user/api/wallet/withdraw', { amount, account })),

  saveFeedback: (content: string, contact: string) => call(post('user/api/feedback/save', { content, contact })),

  myInviteCode: () => call<{ inviteCode: string; invitedCount: number }>(get('user/api/invite/myCode')),
  inviteCodeInfo: (inviteCode: string) =>
    call<{ inviteCode: string; inviterNickName: string }>(get('user/api/invite/codeInfo', { inviteCode })),
  fillInCode: (inviteCode: string) => call(post('user/api/invite/fillInCode', { inviteCode })),
  acceptInvitation: (inviteCode: string, wechatOpenId?: string) =>
    call<CloudUserInfo>(post('user/api/invite/acceptInvitation', { inviteCode, wechatOpenId })),

  /** the test-account switch of the user centre (testers of this site only) */
  testAccounts: () => call<{ enabled: boolean; phones: string[] }>(get('user/api/testAccount/list', {}, { loading: false })),
  switchTestAccount: (phone: string) => call<CloudUserInfo>(post('user/api/testAccount/switch', { phone })),
}
