/**
 * The heritage calls (src/core/heritage/contract.ts; server/src/plugins/heritage): one resource API
 * per list of the section, paged variant (a), detail `?id=`; the visitor's own lists; follow.
 */
import type { Envelope } from '../../../types/contract'
import type {
  CollectedProject,
  FollowedSuccessor,
  HeritageBase,
  HeritageBaseDetail,
  HeritageBaseKind,
  HeritageEntry,
  HeritageEntryDetail,
  HeritageEntryKind,
  HeritageLevel,
  HeritageProject,
  HeritageProjectDetail,
  HeritageSuccessor,
  HeritageSuccessorDetail,
} from '../../core/heritage/contract'
import type { InteractState } from '../../core/places/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { post } from '../../services/request'

export interface ProjectParams {
  level?: HeritageLevel | ''
  category?: string
  regionCode?: string
  keyword?: string
}
export interface SuccessorParams {
  projectId?: number
  level?: HeritageLevel | ''
}
export interface ByProject {
  projectId?: number
}

export const projectApi = resourceApi<HeritageProject, HeritageProjectDetail, ProjectParams>(RESOURCE_TYPES.INTANGIBLE_PROJECT.api)
export const successorApi = resourceApi<HeritageSuccessor, HeritageSuccessorDetail, SuccessorParams>(
  RESOURCE_TYPES.INTANGIBLE_SUCCESSOR.api,
)
export const baseApis: Record<HeritageBaseKind, ReturnType<typeof resourceApi<HeritageBase, HeritageBaseDetail, ByProject>>> = {
  EXPERIENCE: resourceApi<HeritageBase, HeritageBaseDetail, ByProject>(RESOURCE_TYPES.EXPERIENCE_BASE.api),
  INHERITANCE: resourceApi<HeritageBase, HeritageBaseDetail, ByProject>(RESOURCE_TYPES.INHERITANCE_BASE.api),
}

/** food, news, video and audio: their own bases, chosen in the style of the others */
export const ENTRY_BASES: Record<HeritageEntryKind, string> = {
  FOOD: 'res/api/heritageFood',
  NEWS: 'res/api/heritageNews',
  VIDEO: 'res/api/heritageVideo',
  AUDIO: 'res/api/heritageAudio',
}
export const entryApis = Object.fromEntries(
  Object.entries(ENTRY_BASES).map(([kind, base]) => [kind, resourceApi<HeritageEntry, HeritageEntryDetail, ByProject>(base)]),
) as Record<HeritageEntryKind, ReturnType<typeof resourceApi<HeritageEntry, HeritageEntryDetail, ByProject>>>

/** the visitor's followed successors and collected projects (/user-intangible; login) */
export const followedApi = resourceApi<FollowedSuccessor>(RESOURCE_TYPES.INTANGIBLE_SUCCESSOR.api, { paths: { list: 'focusList' } })
export const collectedApi = resourceApi<CollectedProject>(RESOURCE_TYPES.INTANGIBLE_PROJECT.api, { paths: { list: 'collectionList' } })

/** The call a follow toggle makes: the removing one when already following (rules-and-contract 7). */
export const followCall = (following: boolean): string => (following ? 'cancelFocus' : 'focus')

/** The heritage toast key after a follow toggle succeeded (rules-and-contract 8). */
export const followToastKey = (nowFollowing: boolean): string => (nowFollowing ? 'follow.thanks' : 'follow.cancelled')

export const followApi = (following: boolean, successorId: number): Promise<Result<InteractState>> =>
  call(
    post<Envelope<InteractState>>(`res/api/interactManage/${followCall(following)}`, {
      resourceId: successorId,
      resourceType: RESOURCE_TYPES.INTANGIBLE_SUCCESSOR.code,
    }),
  )
