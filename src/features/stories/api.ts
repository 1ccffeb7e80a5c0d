/**
 * Story calls (src/core/stories/contract.ts; docs/contract-stories.md): stories and strategies on
 * res/api/story (list newest first, hotList most liked first, tagList, detail), topics on
 * res/api/topic, the visitor's own stories on res/api/story/mine (list, detail, save, delete).
 */
import type { Envelope } from '../../../types/contract'
import type {
  StoryDetail,
  StoryDraft,
  StoryItem,
  StoryTag,
  StoryType,
  TopicDetail,
  TopicItem,
  TopicKind,
} from '../../core/stories/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { call, type Result } from '../../kit/result'
import { resourceApi } from '../../kit/resource-api'
import { get, post } from '../../services/request'

export interface StoryListParams {
  storyType?: StoryType
  tagId?: number | string
  topicId?: number | string
}

const STORY = RESOURCE_TYPES.STORY.api

export const storyApi = resourceApi<StoryItem, StoryDetail, StoryListParams>(STORY)
export const hotStoryApi = resourceApi<StoryItem, StoryDetail, StoryListParams>(STORY, { paths: { list: 'hotList' } })
export const topicApi = resourceApi<TopicItem, TopicDetail, { kind?: TopicKind }>(RESOURCE_TYPES.TOPIC.api)
// images go as one JSON array field (the form encoder sends objects as JSON)
export const myStoryApi = resourceApi<StoryItem, StoryDetail, object, StoryDraft>(`${STORY}/mine`)

export const storyTags = (): Promise<Result<StoryTag[]>> =>
  call(get<Envelope<StoryTag[]>>(`${STORY}/tagList`, {}, { offline: true }), (e) => (e as { datas?: StoryTag[] }).datas ?? [])

export interface InteractAnswer {
  status: boolean
  count: number
}

/**
 * Like and collect (rules-and-contract 7: res/api/interactManage, the removing call when the state
 * is on); the server answers the new state and count.
 */
export function toggleInteract(kind: 'like' | 'collection', on: boolean, ref: { resourceId: number; resourceType: string }) {
  const path = kind === 'like' ? (on ? 'cancelLike' : 'like') : on ? 'cancelCollection' : 'collection'
  return call<InteractAnswer>(post<Envelope<InteractAnswer>>(`res/api/interactManage/${path}`, { ...ref }))
}
