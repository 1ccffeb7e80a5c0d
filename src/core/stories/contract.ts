/**
 * The stories contract (rules-and-contract 7 "res/api/story/*; res/api/topic/*": payloads not
 * shown, chosen here in the style of res/api/content; product-spec 3 "Story" names the fields).
 * Server (server/src/plugins/stories) and app (src/features/stories) use these types; the calls
 * are listed in docs/contract-stories.md.
 */
import type { VipResourceStatus } from '../places/contract'

/** STORY and STRATEGY are the spec's; MOMENT (/time-list), WORK and PK (topic entries) are ours */
export type StoryType = 'STORY' | 'STRATEGY' | 'MOMENT' | 'WORK' | 'PK'
export const STORY_TYPE_LIST: readonly StoryType[] = ['STORY', 'STRATEGY', 'MOMENT', 'WORK', 'PK']

export interface StoryItem {
  id: number
  storyType: StoryType
  /** CONTENT_TYPE_STRATEGY for strategies, else CONTENT_TYPE_STORY (likes, comments, jumps) */
  resourceType: string
  title: string
  tagId: number | null
  topicId: number | null
  imgCover: string
  /** the cover's height in design px when shown 323 wide (the waterfall's picture box) */
  imgHeight: number
  likeNum: number
  vipHead: string
  vipNickName: string
  resourceRegionName: string
  /** ISO time */
  createTime: string
  /** HELD: waiting for review (only its author sees it) */
  status: 'PUBLISHED' | 'HELD'
}

export interface StoryDetail extends StoryItem {
  /** plain text as written: always rendered as text, never as HTML */
  content: string
  cover: string
  images: string[]
  video: string
  sourceUrl: string
  tagName: string
  collectionNum: number
  commentNum: number
  topicTitle: string
  vipResourceStatus: VipResourceStatus
}

/** what a visitor publishes (POST res/api/story/mine/save) */
export interface StoryDraft {
  id?: number
  storyType: StoryType
  title: string
  content: string
  cover: string
  coverWidth?: number
  coverHeight?: number
  /** image addresses from the uploader, at most 9 */
  images: string[]
  tagId?: number | null
  topicId?: number | null
  regionName?: string
}

export interface StoryTag {
  id: number
  name: string
  cover: string
}

export type TopicKind = 'STORY' | 'WORK' | 'PK'

export interface TopicItem {
  id: number
  kind: TopicKind
  title: string
  summary: string
  cover: string
  startTime: string
  endTime: string
}

export interface TopicDetail extends TopicItem {
  rule: string
}

/** publishing limits, app and server alike */
export const STORY_LIMITS = { title: 40, content: 5000, images: 9, region: 30 } as const
