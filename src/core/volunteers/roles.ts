/**
 * Volunteer team roles (product-spec 6: "Volunteer team head, team manager, association member and
 * instructor roles exist as labels; their rules are not shown"). Decided here, shared by the app
 * (which buttons a page shows) and the server (which refuses): docs/contract-volunteers.md.
 *
 * | permission        | head | manager | instructor | association | member |
 * |-------------------|------|---------|------------|-------------|--------|
 * | approveJoin       |  ✓   |   ✓     |            |             |        |
 * | reviewSupplement  |  ✓   |   ✓     |            |             |        |
 * | createActivity    |  ✓   |   ✓     |            |             |        |
 * | manageSchedule    |  ✓   |   ✓     |     ✓      |             |        |
 * | setRoles          |  ✓   |         |            |             |        |
 * | viewMembers       |  ✓   |   ✓     |     ✓      |      ✓      |        |
 * | viewTeamRecords   |  ✓   |   ✓     |            |      ✓      |        |
 *
 * Every approved member (any role) may sign up for the team's activities, sign in and out, and ask
 * for a supplementary record. Nobody reviews their own supplementary record.
 * - instructor: trains the team, so keeps the calendar (training days) and sees who is in it;
 * - association member: the volunteer association's liaison, who oversees the team: reads its
 *   members and service records, changes nothing.
 */
export const TEAM_ROLES = ['head', 'manager', 'instructor', 'association', 'member'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]
export const isTeamRole = (v: unknown): v is TeamRole => typeof v === 'string' && (TEAM_ROLES as readonly string[]).includes(v)

export const TEAM_PERMISSIONS = [
  'approveJoin',
  'reviewSupplement',
  'createActivity',
  'manageSchedule',
  'setRoles',
  'viewMembers',
  'viewTeamRecords',
] as const
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number]

const GRANTS: Record<TeamRole, readonly TeamPermission[]> = {
  head: TEAM_PERMISSIONS,
  manager: ['approveJoin', 'reviewSupplement', 'createActivity', 'manageSchedule', 'viewMembers', 'viewTeamRecords'],
  instructor: ['manageSchedule', 'viewMembers'],
  association: ['viewMembers', 'viewTeamRecords'],
  member: [],
}

/** may a member of this role (null: not an approved member) do it? */
export function may(role: TeamRole | null | undefined, permission: TeamPermission): boolean {
  return !!role && GRANTS[role].includes(permission)
}

export function permissionsOf(role: TeamRole | null | undefined): TeamPermission[] {
  return role ? [...GRANTS[role]] : []
}

/** roles a head may give (a team keeps one head: the head role is not given through setRole) */
export const ASSIGNABLE_ROLES: readonly TeamRole[] = ['manager', 'instructor', 'association', 'member']

/** membership states of volunteer_team_members.status */
export const MEMBER_STATUS = ['pending', 'approved', 'rejected'] as const
export type MemberStatus = (typeof MEMBER_STATUS)[number]
