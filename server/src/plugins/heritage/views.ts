/**
 * Heritage rows as the app reads them (src/core/heritage/contract.ts). Response schemas name
 * every field: fast-json-stringify drops the others.
 */
import type { FastifyRequest } from 'fastify'
import type { VipResourceStatus } from '../../../../src/core/places/contract'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { heritageBases, heritageEntries, heritageProjects, heritageSuccessors } from '../../db/schema'
import { Item, Type } from '../../http/schema'
import { regionName } from '../places/region-names'

const Str = Type.String()
const Int = Type.Integer()
const NullableNum = Type.Union([Type.Number(), Type.Null()])
const NullableInt = Type.Union([Int, Type.Null()])
const Images = Type.Array(Type.Object({ url: Str, description: Str }))
const Status = Type.Object({ likeStatus: Type.Boolean(), collectionStatus: Type.Boolean(), focusStatus: Type.Boolean() })
const counts = { likeNum: Int, collectionNum: Int }
const detailExtras = { images: Images, commentNum: Int, vipResourceStatus: Status }

export const CODES = {
  project: RESOURCE_TYPES.INTANGIBLE_PROJECT.code,
  successor: RESOURCE_TYPES.INTANGIBLE_SUCCESSOR.code,
  experience: RESOURCE_TYPES.EXPERIENCE_BASE.code,
  inheritance: RESOURCE_TYPES.INHERITANCE_BASE.code,
}

type ProjectRow = typeof heritageProjects.$inferSelect
type SuccessorRow = typeof heritageSuccessors.$inferSelect
type BaseRow = typeof heritageBases.$inferSelect
type EntryRow = typeof heritageEntries.$inferSelect

const projectFields = {
  id: Int,
  resourceType: Str,
  name: Str,
  category: Str,
  level: Str,
  listCode: Str,
  listedYear: Int,
  regionCode: Str,
  regionName: Str,
  summary: Str,
  cover: Str,
  ...counts,
}
export const ProjectItem = Item(projectFields)
export const ProjectDetail = Item({ ...projectFields, intro: Str, protectionUnit: Str, successorCount: Int, ...detailExtras })

export const toProject = (r: ProjectRow, request: FastifyRequest) => ({
  id: r.id,
  resourceType: CODES.project,
  name: r.name,
  category: r.category,
  level: r.level,
  listCode: r.listCode,
  listedYear: r.listedYear,
  regionCode: r.regionCode,
  regionName: regionName(r.regionCode, request.lang),
  summary: r.summary,
  cover: r.cover,
  likeNum: r.likeNum,
  collectionNum: r.collectionNum,
})
export const toProjectDetail = (r: ProjectRow, request: FastifyRequest, successorCount: number, status: VipResourceStatus) => ({
  ...toProject(r, request),
  intro: r.intro,
  protectionUnit: r.protectionUnit,
  successorCount,
  images: r.images,
  commentNum: r.commentNum,
  vipResourceStatus: status,
})

const successorFields = {
  id: Int,
  resourceType: Str,
  name: Str,
  sex: Str,
  birthYear: Int,
  generation: Int,
  level: Str,
  projectId: Int,
  projectName: Str,
  summary: Str,
  cover: Str,
  fansNum: Int,
  ...counts,
}
export const SuccessorItem = Item(successorFields)
export const SuccessorDetail = Item({ ...successorFields, intro: Str, works: Type.Array(Str), ...detailExtras })

export const toSuccessor = (r: SuccessorRow, projectName: string) => ({
  id: r.id,
  resourceType: CODES.successor,
  name: r.name,
  sex: r.sex,
  birthYear: r.birthYear,
  generation: r.generation,
  level: r.level,
  projectId: r.projectId,
  projectName,
  summary: r.summary,
  cover: r.cover,
  fansNum: r.fansNum,
  likeNum: r.likeNum,
  collectionNum: r.collectionNum,
})
export const toSuccessorDetail = (r: SuccessorRow, projectName: string, status: VipResourceStatus) => ({
  ...toSuccessor(r, projectName),
  intro: r.intro,
  works: r.works,
  images: r.images,
  commentNum: r.commentNum,
  vipResourceStatus: status,
})

const baseFields = {
  id: Int,
  resourceType: Str,
  kind: Str,
  name: Str,
  projectId: NullableInt,
  projectName: Str,
  address: Str,
  regionCode: Str,
  longitude: NullableNum,
  latitude: NullableNum,
  summary: Str,
  cover: Str,
  level: Str,
  ...counts,
}
export const BaseItem = Item(baseFields)
export const BaseDetail = Item({ ...baseFields, intro: Str, openHours: Str, phone: Str, ...detailExtras })

export const toBase = (r: BaseRow, projectName: string) => ({
  id: r.id,
  resourceType: r.kind === 'EXPERIENCE' ? CODES.experience : CODES.inheritance,
  kind: r.kind,
  name: r.name,
  projectId: r.projectId,
  projectName,
  address: r.address,
  regionCode: r.regionCode,
  longitude: r.longitude,
  latitude: r.latitude,
  summary: r.summary,
  cover: r.cover,
  level: r.level,
  likeNum: r.likeNum,
  collectionNum: r.collectionNum,
})
export const toBaseDetail = (r: BaseRow, projectName: string, status: VipResourceStatus) => ({
  ...toBase(r, projectName),
  intro: r.intro,
  openHours: r.openHours,
  phone: r.phone,
  images: r.images,
  commentNum: r.commentNum,
  vipResourceStatus: status,
})

const entryFields = {
  id: Int,
  kind: Str,
  title: Str,
  summary: Str,
  cover: Str,
  projectId: NullableInt,
  projectName: Str,
  mediaUrl: Str,
  duration: Int,
  address: Str,
  publishTime: Str,
}
export const EntryItem = Item(entryFields)
export const EntryDetail = Item({ ...entryFields, content: Str })

export const toEntry = (r: EntryRow, projectName: string) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  projectId: r.projectId,
  projectName,
  mediaUrl: r.mediaUrl,
  duration: r.duration,
  address: r.address,
  publishTime: r.publishTime.toISOString(),
})
export const toEntryDetail = (r: EntryRow, projectName: string) => ({ ...toEntry(r, projectName), content: r.content })
