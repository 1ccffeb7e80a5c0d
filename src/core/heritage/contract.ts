/**
 * The intangible-heritage contract (rules-and-contract 7 "Resources": heritage payloads "not shown",
 * chosen in the style of res/api/<resource> list + detail; docs/contract-heritage.md). Server
 * (server/src/plugins/heritage) and app (src/features/heritage) both use these types.
 *
 *   GET res/api/heritage/list                 projects; level?, category?, regionCode?, keyword?
 *   GET res/api/heritageSuccessor/list        successors; projectId?, level?
 *   GET res/api/heritageExperience/list       experience bases; projectId?
 *   GET res/api/heritageInheritance/list      inheritance (protection) bases; projectId?
 *   GET res/api/heritageFood|heritageNews|heritageVideo|heritageAudio/list   entries; projectId?
 *   GET <base>/detail?id=                     one row (another site's id: not found)
 *   GET res/api/heritageSuccessor/focusList   login: the successors the visitor follows
 *   GET res/api/heritage/collectionList       login: the projects the visitor collected
 * Lists: paged variant (a), currPage from 1, pageSize ≤ 50. Follow = interactManage focus /
 * cancelFocus with resourceType CONTENT_TYPE_INTANGIBLE_SUCCESSOR (data {status, count: fansNum}).
 */
import type { VipResourceStatus } from '../places/contract'

/** protection level of a listed item (国家级, 省级, 市级, 县级) */
export type HeritageLevel = 'NATIONAL' | 'PROVINCIAL' | 'CITY' | 'COUNTY'

/** the ten categories of China's national list (民间文学 ... 民俗) */
export type HeritageCategory = 'LITERATURE' | 'MUSIC' | 'DANCE' | 'DRAMA' | 'QUYI' | 'ACROBATICS' | 'ART' | 'CRAFT' | 'MEDICINE' | 'FOLK'

export interface HeritageCounts {
  likeNum: number
  collectionNum: number
}

export interface HeritageProject extends HeritageCounts {
  id: number
  resourceType: string
  name: string
  category: HeritageCategory
  level: HeritageLevel
  /** national list number, e.g. "Ⅶ-20"; '' when none */
  listCode: string
  /** year it was listed at its level */
  listedYear: number
  regionCode: string
  regionName: string
  summary: string
  cover: string
}

export interface HeritageImage {
  url: string
  description: string
}

export interface HeritageProjectDetail extends HeritageProject {
  intro: string
  /** 保护单位 */
  protectionUnit: string
  images: HeritageImage[]
  commentNum: number
  successorCount: number
  vipResourceStatus: VipResourceStatus
}

export interface HeritageSuccessor extends HeritageCounts {
  id: number
  resourceType: string
  name: string
  /** '1' male, '2' female */
  sex: string
  birthYear: number
  /** which generation of the craft's lineage, e.g. 4 = 第四代 */
  generation: number
  level: HeritageLevel
  projectId: number
  projectName: string
  summary: string
  cover: string
  fansNum: number
}

export interface HeritageSuccessorDetail extends HeritageSuccessor {
  intro: string
  /** works or honours, one line each */
  works: string[]
  images: HeritageImage[]
  commentNum: number
  vipResourceStatus: VipResourceStatus
}

export type HeritageBaseKind = 'EXPERIENCE' | 'INHERITANCE'

export interface HeritageBase extends HeritageCounts {
  id: number
  resourceType: string
  kind: HeritageBaseKind
  name: string
  projectId: number | null
  projectName: string
  address: string
  regionCode: string
  /** gcj02 */
  longitude: number | null
  latitude: number | null
  summary: string
  cover: string
  level: HeritageLevel
}

export interface HeritageBaseDetail extends HeritageBase {
  intro: string
  openHours: string
  phone: string
  images: HeritageImage[]
  commentNum: number
  vipResourceStatus: VipResourceStatus
}

export type HeritageEntryKind = 'FOOD' | 'NEWS' | 'VIDEO' | 'AUDIO'

/** heritage food, news, videos and audio: one shape, `kind` tells them apart */
export interface HeritageEntry {
  id: number
  kind: HeritageEntryKind
  title: string
  summary: string
  cover: string
  projectId: number | null
  projectName: string
  /** video or audio address ('' until one is attached) */
  mediaUrl: string
  /** seconds, 0 when not media */
  duration: number
  /** food: where to taste it */
  address: string
  publishTime: string
}

export interface HeritageEntryDetail extends HeritageEntry {
  /** plain-text paragraphs separated by blank lines */
  content: string
}

/** a row of /user-intangible: a followed successor or a collected project, with when */
export type FollowedSuccessor = HeritageSuccessor & { followedAt: string }
export type CollectedProject = HeritageProject & { collectedAt: string }
