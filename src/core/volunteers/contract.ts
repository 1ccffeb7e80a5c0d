/** Shapes of the volunteer calls (docs/contract-volunteers.md), shared by the app and the server. */
import type { TeamPermission, TeamRole, MemberStatus } from './roles'
import type { RecordKind, RecordStatus } from './records'

export interface VolunteerActivityItem {
  id: number
  name: string
  cover: string
  method: string
  teamId: number
  teamName: string
  startTime: string
  endTime: string
  signStartTime: string
  signEndTime: string
  /** notStarted | inProgress | ended */
  state: string
  address: string
  longitude: number | null
  latitude: number | null
  maxNum: number
  signNum: number
  stock: number
  signInRadius: number
}

export interface VolunteerActivityDetail extends VolunteerActivityItem {
  intro: string
  organizer: string
  phone: string
  /** the sessions one signs up for (booking slots) */
  sessions: Array<{ slotId: number; startTime: string; endTime: string; stock: number; maxNum: number; open: boolean }>
}

export interface TeamItem {
  id: number
  name: string
  cover: string
  intro: string
  address: string
  phone: string
  brandId: number
  brandName: string
  memberCount: number
  activityCount: number
  /** approved minutes of the members' records for this team */
  serviceMinutes: number
}

export interface TeamMember {
  memberId: number
  userId: number
  volunteerId: number
  name: string
  role: TeamRole
  status: MemberStatus
  reason: string
  createTime: string
}

export interface MyTeam {
  teamId: number
  teamName: string
  role: TeamRole
  status: MemberStatus
  permissions: TeamPermission[]
}

export interface MyVolunteer {
  volunteerStatus: number
  volunteerId: number
  realName: string
  skills: string[]
  intro: string
  serviceMinutes: number
  recordCount: number
  teams: MyTeam[]
}

export interface VolunteerItem {
  id: number
  /** masked: 李*雨 */
  name: string
  avatar: string
  skills: string[]
  serviceMinutes: number
  teamNames: string[]
}

export interface VolunteerDetail extends VolunteerItem {
  intro: string
  honours: HonourItem[]
  joinTime: string
}

export interface RankItem {
  rank: number
  volunteerId: number
  name: string
  avatar: string
  serviceMinutes: number
}

export interface CalendarDateInfo {
  /** yyyy-mm-dd */
  date: string
  activityCount: number
  /** an activity of the team that day whose sign-in is or will be open */
  openSignIn: boolean
  /** the team has schedules that day */
  scheduleManage: boolean
  schedules: Array<{ id: number; title: string; startTime: string; endTime: string }>
  activities: Array<{ id: number; name: string; startTime: string; endTime: string }>
}

export interface ServiceRecord {
  id: number
  kind: RecordKind
  title: string
  teamId: number
  teamName: string
  activityId: number
  serviceDay: string
  minutes: number
  status: RecordStatus
  reason: string
  userName: string
  createTime: string
  reviewTime: string
  signInTime: string
  signOutTime: string
}

export interface SignStatus {
  volunteerStatus: number
  signedUp: boolean
  orderCode: string
  /** the booked session's times */
  startTime: string
  endTime: string
  window: 'notOpen' | 'open' | 'ended'
  radius: number
  signInTime: string
  signOutTime: string
  minutes: number
}

export interface HonourItem {
  id: number
  title: string
  issuer: string
  awardedOn: string
  image: string
  teamId: number
  teamName: string
  volunteerName: string
}

export interface BrandItem {
  id: number
  name: string
  cover: string
  intro: string
  teamCount: number
}
