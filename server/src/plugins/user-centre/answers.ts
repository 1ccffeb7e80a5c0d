/**
 * Answer shapes of the user centre, for the route schemas and the OpenAPI document. Items keep
 * fields they do not name (http/schema.ts Item), so a field added to a view is never dropped.
 */
import { Item, Type } from '../../http/schema'

const Id = Type.Integer()
const Time = Type.String({ format: 'date-time' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const VipIndex = Item({
  points: Type.Integer(),
  lifetimePoints: Type.Integer(),
  level: Type.Integer(),
  levelName: Type.String(),
  nextLevelPoints: Nullable(Type.Integer()),
  checkedInToday: Type.Boolean(),
  continuousDays: Type.Integer(),
})
export const VipRules = Item({
  levels: Type.Array(Item({ level: Type.Integer(), name: Type.String(), points: Type.Integer() })),
  rules: Type.Array(Item({ reason: Type.String(), points: Type.Integer(), text: Type.String() })),
})
export const CheckIn = Item({ points: Type.Integer(), total: Type.Integer(), continuousDays: Type.Integer() })
export const IntegralRecord = Item({ id: Id, points: Type.Integer(), reason: Type.String(), reasonText: Type.String(), createdAt: Time })

export const WalletInfo = Item({ balance: Type.Number(), withdrawing: Type.Number() })
export const WalletEntry = Item({
  id: Id,
  amount: Type.Number({ description: 'yuan' }),
  kind: Type.String(),
  status: Type.String(),
  title: Type.String(),
  account: Type.String(),
  createdAt: Time,
})
export const Withdrawal = Item({ id: Id, amount: Type.Number(), status: Type.String() })

export const Collection = Item({
  id: Id,
  resourceType: Type.String(),
  resourceId: Type.String(),
  title: Type.String(),
  imgUrl: Type.String(),
  createdAt: Time,
})
export const Message = Item({
  id: Id,
  title: Type.String(),
  content: Type.String(),
  msgType: Type.Integer(),
  jumpType: Type.Integer(),
  relationId: Type.String(),
  jumpUrl: Type.String(),
  read: Type.Boolean(),
  createdAt: Time,
})
export const UnreadCount = Item({ count: Type.Integer() })
export const Feedback = Item({ id: Id, content: Type.String(), contact: Type.String(), images: Type.Array(Type.String()), createdAt: Time })

export const InviteCode = Item({ inviteCode: Type.String(), invitedCount: Type.Integer() })
export const Invitee = Item({ nickName: Type.String(), phone: Type.String({ description: 'masked' }), createdAt: Time })
export const InviteCodeInfo = Item({ inviteCode: Type.String(), inviterNickName: Type.String() })

export const RealNameInfo = Item({
  status: Type.Integer({ description: '0 none, 1 verified' }),
  realName: Type.String(),
  idCard: Type.String({ description: 'SM4-encrypted with the site key' }),
  verifiedAt: Nullable(Time),
})
export const RealNameVerified = Item({ status: Type.Integer(), realName: Type.String({ description: 'masked' }) })

export const Profile = Item(
  Object.fromEntries(
    ['unid', 'nickName', 'headImg', 'phone', 'signature', 'email', 'school', 'company', 'address', 'idCard'].map((k) => [k, Type.String()]),
  ),
)
export const TestAccounts = Item({ enabled: Type.Boolean(), phones: Type.Array(Type.String()) })
