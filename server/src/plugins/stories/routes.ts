/**
 * The public reads (rules-and-contract 7 res/api/story/*, res/api/topic/*; docs/contract-stories.md):
 *   GET res/api/story/list      storyType?, tagId?, topicId?, currPage, pageSize → (a) StoryItem, newest first
 *   GET res/api/story/hotList   same → (a) StoryItem, most liked first (/show-list)
 *   GET res/api/story/tagList   → datas StoryTag[] (/tag-list, /find-strategy)
 *   GET res/api/story/detail    id → StoryDetail with the viewer's like/collect state
 *   GET res/api/topic/list      currPage, pageSize → (a) TopicItem, latest start first
 *   GET res/api/topic/detail    id → TopicDetail
 * Only published stories are read; a story held for review is its author's alone (detail, mine/list).
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { stories, storyTags, topics } from '../../db/schema'
import { fieldsOf, notFound, requireId } from '../../http/fields'
import { ok } from '../../http/envelope'
import { siteResource } from '../../http/resource'
import { DataEnvelope, routeSchema, Text } from '../../http/schema'
import { optionalViewer, statusOf } from '../places/viewer'
import {
  StoryDetailSchema,
  StoryItemSchema,
  TagSchema,
  TopicDetailSchema,
  TopicItemSchema,
  resourceTypeOf,
  toStoryItem,
  toTag,
  toTopic,
} from './views'

export const STORIES_TAG = 'stories'
const STORY_PREFIX = '/api/res/api/story'

/** an id filter: a number, else nothing matches (a typo finds no rows rather than all) */
const idFilter = (column: AnyPgColumn) => (v: string) => (/^\d{1,9}$/.test(v) ? eq(column, Number(v)) : sql`false`)
const published = eq(stories.status, 'PUBLISHED')

function storyLists(app: FastifyInstance, orderBy: SQL[], path: string) {
  siteResource(app, {
    prefix: STORY_PREFIX,
    tag: STORIES_TAG,
    table: stories,
    where: () => published,
    orderBy,
    filters: {
      storyType: (v) => eq(stories.storyType, v as never),
      tagId: idFilter(stories.tagId),
      topicId: idFilter(stories.topicId),
    },
    lists: { [path]: { item: StoryItemSchema, view: toStoryItem } },
  })
}

/** a story the viewer may read: published, or their own */
function readable(request: FastifyRequest): SQL {
  const mine = request.user ? eq(stories.userId, request.user.id) : undefined
  return mine ? or(published, mine)! : published
}

export async function storyRoutes(app: FastifyInstance): Promise<void> {
  storyLists(app, [desc(stories.createdAt), desc(stories.id)], 'list')
  storyLists(app, [desc(stories.likeNum), desc(stories.id)], 'hotList')

  siteResource(app, {
    prefix: STORY_PREFIX,
    tag: STORIES_TAG,
    table: storyTags,
    orderBy: [desc(storyTags.sort), asc(storyTags.id)],
    lists: { tagList: { variant: 'plain', item: TagSchema, view: toTag } },
  })

  app.get(
    `${STORY_PREFIX}/detail`,
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(StoryDetailSchema) }),
      // a logged-in viewer's answer carries their state, so the cache serves it uncached (places/viewer.ts)
      config: { cache: { tags: [STORIES_TAG] } },
      onRequest: optionalViewer,
    },
    async (request) => {
      const id = requireId(fieldsOf(request))
      const [row] = await app.db
        .select({ story: stories, tagName: storyTags.name, topicTitle: topics.title })
        .from(stories)
        .leftJoin(storyTags, eq(storyTags.id, stories.tagId))
        .leftJoin(topics, eq(topics.id, stories.topicId))
        .where(and(eq(stories.id, id), eq(stories.siteId, request.site.id), readable(request)))
        .limit(1)
      if (!row) throw notFound('resource.notFound', { id })
      const s = row.story
      return ok(request, {
        ...toStoryItem(s),
        content: s.content,
        cover: s.cover,
        images: s.images,
        video: s.video,
        sourceUrl: '',
        tagName: row.tagName ?? '',
        collectionNum: s.collectionNum,
        commentNum: s.commentNum,
        topicTitle: row.topicTitle ?? '',
        vipResourceStatus: await statusOf(request, resourceTypeOf(s.storyType), s.id),
      })
    },
  )

  siteResource(app, {
    prefix: '/api/res/api/topic',
    tag: STORIES_TAG,
    table: topics,
    orderBy: [desc(topics.sort), desc(topics.startTime), desc(topics.id)],
    filters: { kind: (v) => eq(topics.kind, v as never) },
    lists: { list: { item: TopicItemSchema, view: toTopic } },
    detail: { item: TopicDetailSchema, view: (r) => ({ ...toTopic(r), rule: r.rule }) },
  })
}
