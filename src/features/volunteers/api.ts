/**
 * The volunteer calls (docs/contract-volunteers.md; shapes in src/core/volunteers/contract.ts).
 * Lists are resourceApi sources (PagedList); the rest are single calls read as a Result.
 */
import type { Envelope } from '../../../types/contract'
import type {
  BrandItem,
  CalendarDateInfo,
  HonourItem,
  MyVolunteer,
  ServiceRecord,
  SignStatus,
  TeamItem,
  TeamMember,
  VolunteerActivityDetail,
  VolunteerActivityItem,
  VolunteerDetail,
  VolunteerItem,
} from '../../core/volunteers/contract'
import type { ActivityDraft } from '../../core/volunteers/create-activity'
import type { RegistrationDraft, SupplementDraft } from '../../core/volunteers/records'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface TeamDetail extends TeamItem {
  leaders: Array<{ role: string; name: string }>
  honours: HonourItem[]
}
export interface BrandDetail extends BrandItem {
  teams: TeamItem[]
}

export const volunteerActivityApi = resourceApi<
  VolunteerActivityItem,
  VolunteerActivityDetail,
  { type?: string; teamId?: string | number }
>('res/api/volunteerActivity')
export const teamApi = resourceApi<TeamItem, TeamDetail, { brandId?: string | number; keyword?: string }>('res/api/volunteerTeam')
export const volunteerApi = resourceApi<VolunteerItem, VolunteerDetail>('res/api/volunteer')
export const honourApi = resourceApi<HonourItem, HonourItem, { teamId?: string | number }>('res/api/volunteerHonour')
export const brandApi = resourceApi<BrandItem, BrandDetail>('res/api/volunteerBrand')
export const recordApi = resourceApi<ServiceRecord, ServiceRecord, { kind?: string; status?: string }>('user/api/user/sign', {
  paths: { list: 'recordList' },
})
export const teamRecordApi = resourceApi<ServiceRecord, ServiceRecord, { teamId: string | number; status?: string }>(
  'res/api/volunteerTeam',
  {
    paths: { list: 'records' },
  },
)
export const memberApi = resourceApi<TeamMember, TeamMember, { teamId: string | number; status?: string }>('res/api/volunteerTeam', {
  paths: { list: 'members' },
})

type Done<T> = Promise<Result<T>>

export const volunteerCalls = {
  mine: (): Done<MyVolunteer> => call(get<Envelope<MyVolunteer>>('res/api/volunteer/mine', {})),
  register: (d: RegistrationDraft): Done<{ volunteerStatus: number; volunteerId: number }> =>
    call(
      post('res/api/volunteer/register', {
        realName: d.realName.trim(),
        idCard: d.idCard.trim().toUpperCase(),
        skills: d.skills.join(','),
        intro: d.intro,
      }),
    ),
  calendar: (yearMoth: string, teamId: string | number): Done<{ dateInfo: CalendarDateInfo[] }> =>
    call(get<Envelope<{ dateInfo: CalendarDateInfo[] }>>('res/api/volunteerTeam/calendar', { yearMoth, teamId })),
  signUp: (activityId: string | number, slotId: number | undefined, idempotencyKey: string): Done<{ orderCode: string; status: number }> =>
    call(post('res/api/volunteerActivity/signUp', { activityId, ...(slotId ? { slotId } : {}), idempotencyKey }, { idempotent: true })),
  signStatus: (activityId: string | number): Done<SignStatus> =>
    call(get<Envelope<SignStatus>>('res/api/volunteerSignIn/status', { activityId })),
  signIn: (activityId: string | number, at: { longitude: number; latitude: number }): Done<{ signInTime: string; distance: number }> =>
    call(post('res/api/volunteerSignIn/signIn', { activityId, longitude: at.longitude.toFixed(6), latitude: at.latitude.toFixed(6) })),
  signOut: (activityId: string | number): Done<{ signOutTime: string; minutes: number }> =>
    call(post('res/api/volunteerSignIn/signOut', { activityId })),
  record: (relationId: string | number, type: string): Done<ServiceRecord> =>
    call(get<Envelope<ServiceRecord>>('user/api/user/sign/recordDetail', { relationId, type })),
  supplement: (d: SupplementDraft): Done<{ id: number; status: string }> =>
    call(
      post('user/api/user/sign/supplement', {
        teamId: d.teamId ?? '',
        title: d.title,
        serviceDay: d.serviceDay,
        hours: d.hours,
        reason: d.reason,
      }),
    ),
  join: (teamId: string | number, reason: string): Done<{ memberId: number; status: string }> =>
    call(post('res/api/volunteerTeam/join', { teamId, reason })),
  auditJoin: (memberId: number, approve: boolean): Done<unknown> =>
    call(post('res/api/volunteerTeam/auditJoin', { memberId, auditStatus: approve ? 1 : 2 })),
  auditRecord: (recordId: number, approve: boolean): Done<unknown> =>
    call(post('res/api/volunteerTeam/auditRecord', { recordId, auditStatus: approve ? 1 : 2 })),
  setRole: (memberId: number, role: string): Done<unknown> => call(post('res/api/volunteerTeam/setRole', { memberId, role })),
  saveSchedule: (s: { teamId: string | number; day: string; title: string; startTime: string; endTime: string }): Done<{ id: number }> =>
    call(post('res/api/volunteerTeam/saveSchedule', s)),
  createActivity: (d: ActivityDraft): Done<{ id: number }> =>
    call(
      post('activity/service/create', {
        ...d,
        teamId: d.teamId ?? '',
        longitude: d.longitude === null ? '' : d.longitude.toFixed(6),
        latitude: d.latitude === null ? '' : d.latitude.toFixed(6),
      }),
    ),
}
