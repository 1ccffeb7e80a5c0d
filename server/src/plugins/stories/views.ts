/**
 * What the stories routes answer (src/core/stories/contract.ts): rows → items and their TypeBox
 * schemas. Text goes out exactly as stored; the app renders it as text, never as HTML.
 */
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { pictureHeight } from '../../../../src/core/stories/picture-height'
import type { StoryItem } from '../../../../src/core/stories/contract'
import { stories, storyTags, topics } from '../../db/schema'
import { Item, Type } from '../../http/schema'

type Story = typeof stories.$inferSelect
type Topic = typeof topics.$inferSelect
type Tag = typeof storyTags.$inferSelect

export const STORY_CODE = RESOURCE_TYPES.STORY.code
export const STRATEGY_CODE = RESOURCE_TYPES.STRATEGY.code
/** strategies are their own resource type; stories, moments, works and PK entries are stories */
export const resourceTypeOf = (storyType: string): string => (storyType === 'STRATEGY' ? STRATEGY_CODE : STORY_CODE)

const storyFields = {
  id: Type.Integer(),
  storyType: Type.String(),
  resourceType: Type.String(),
  title: Type.String(),
  tagId: Type.Union([Type.Integer(), Type.Null()]),
  topicId: Type.Union([Type.Integer(), Type.Null()]),
  imgCover: Type.String(),
  imgHeight: Type.Integer(),
  likeNum: Type.Integer(),
  vipHead: Type.String(),
  vipNickName: Type.String(),
  resourceRegionName: Type.String(),
  createTime: Type.String(),
  status: Type.String(),
}
export const StoryItemSchema = Item(storyFields)
export const StoryDetailSchema = Item({
  ...storyFields,
  content: Type.String(),
  cover: Type.String(),
  images: Type.Array(Type.String()),
  video: Type.String(),
  sourceUrl: Type.String(),
  tagName: Type.String(),
  collectionNum: Type.Integer(),
  commentNum: Type.Integer(),
  topicTitle: Type.String(),
  vipResourceStatus: Item({ likeStatus: Type.Boolean(), collectionStatus: Type.Boolean(), focusStatus: Type.Boolean() }),
})
const topicFields = {
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
}
export const TopicItemSchema = Item(topicFields)
export const TopicDetailSchema = Item({ ...topicFields, rule: Type.String() })
export const TagSchema = Item({ id: Type.Integer(), name: Type.String(), cover: Type.String() })

export function toStoryItem(r: Story): StoryItem {
  return {
    id: r.id,
    storyType: r.storyType,
    resourceType: resourceTypeOf(r.storyType),
    title: r.title,
    tagId: r.tagId,
    topicId: r.topicId,
    imgCover: r.cover || r.images[0] || '',
    imgHeight: pictureHeight(r.coverWidth, r.coverHeight),
    likeNum: r.likeNum,
    vipHead: r.authorHead,
    vipNickName: r.authorName,
    resourceRegionName: r.regionName,
    createTime: r.createdAt.toISOString(),
    status: r.status,
  }
}

export const toTopic = (r: Topic) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  startTime: r.startTime.toISOString(),
  endTime: r.endTime.toISOString(),
})

export const toTag = (r: Tag) => ({ id: r.id, name: r.name, cover: r.cover })
