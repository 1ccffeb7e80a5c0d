/**
 * Likes, collections and follows of heritage rows go through the places capability's
 * interactManage (one transaction: the interactions row inserted ON CONFLICT DO NOTHING or
 * deleted, and the counter moved only when that row really changed): this file registers the
 * heritage tables as its targets, follow = focus on a successor moving `fansNum`. And the
 * visitor's own lists for /user-intangible (login):
 *   GET res/api/heritageSuccessor/focusList   currPage, pageSize → variant (a) of FollowedSuccessor
 *   GET res/api/heritage/collectionList       currPage, pageSize → variant (a) of CollectedProject
 * newest first; rows of another site or user never appear.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { heritageBases, heritageProjects, heritageSuccessors, interactions } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { pagedA } from '../../http/envelope'
import { fieldsOf } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { PageQuery, PagedAEnvelope, routeSchema, Type } from '../../http/schema'
import { registerInteractTarget } from '../places/interactions'
import { HERITAGE_TAG } from './routes'
import * as v from './views'

export function registerHeritageTargets(): void {
  const counters = <T extends typeof heritageProjects | typeof heritageSuccessors | typeof heritageBases>(t: T) => ({
    like: { key: 'likeNum', column: t.likeNum },
    collection: { key: 'collectionNum', column: t.collectionNum },
    browse: { key: 'browseNum', column: t.browseNum },
    comment: { key: 'commentNum', column: t.commentNum },
  })
  registerInteractTarget(v.CODES.project, {
    table: heritageProjects,
    where: (id, siteId) => and(eq(heritageProjects.id, id), eq(heritageProjects.siteId, siteId))!,
    title: heritageProjects.name,
    cover: heritageProjects.cover,
    counters: counters(heritageProjects),
    tag: HERITAGE_TAG,
  })
  registerInteractTarget(v.CODES.successor, {
    table: heritageSuccessors,
    where: (id, siteId) => and(eq(heritageSuccessors.id, id), eq(heritageSuccessors.siteId, siteId))!,
    title: heritageSuccessors.name,
    cover: heritageSuccessors.cover,
    counters: { ...counters(heritageSuccessors), focus: { key: 'fansNum', column: heritageSuccessors.fansNum } },
    tag: HERITAGE_TAG,
  })
  for (const [code, kind] of [
    [v.CODES.experience, 'EXPERIENCE'],
    [v.CODES.inheritance, 'INHERITANCE'],
  ] as const) {
    registerInteractTarget(code, {
      table: heritageBases,
      where: (id, siteId) => and(eq(heritageBases.id, id), eq(heritageBases.siteId, siteId), eq(heritageBases.kind, kind))!,
      title: heritageBases.name,
      cover: heritageBases.cover,
      counters: counters(heritageBases),
      tag: HERITAGE_TAG,
    })
  }
}

const FollowedItem = Type.Intersect([v.SuccessorItem, Type.Object({ followedAt: Type.String() })])
const CollectedItem = Type.Intersect([v.ProjectItem, Type.Object({ collectedAt: Type.String() })])

function mine(request: FastifyRequest, kind: 'focus' | 'collection', resourceType: string) {
  return and(
    eq(interactions.userId, request.user!.id),
    eq(interactions.siteId, request.site.id),
    eq(interactions.kind, kind),
    eq(interactions.resourceType, resourceType),
  )
}

export async function followRoutes(app: FastifyInstance): Promise<void> {
  await authenticated(app, (scope) => {
    scope.get(
      '/api/res/api/heritageSuccessor/focusList',
      { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(FollowedItem) }) },
      async (request) => {
        const { offset, pageSize } = pageOf(fieldsOf(request))
        const t = heritageSuccessors
        const where = and(mine(request, 'focus', v.CODES.successor), eq(t.siteId, request.site.id))
        const joined = and(eq(t.id, interactions.resourceId), eq(t.siteId, interactions.siteId))
        const rows = await app.db
          .select({ s: t, at: interactions.createdAt, projectName: heritageProjects.name })
          .from(interactions)
          .innerJoin(t, joined)
          .innerJoin(heritageProjects, eq(heritageProjects.id, t.projectId))
          .where(where)
          .orderBy(desc(interactions.createdAt), desc(interactions.id))
          .limit(pageSize)
          .offset(offset)
        const [{ n }] = await app.db.select({ n: count() }).from(interactions).innerJoin(t, joined).where(where)
        const items = rows.map((r) => ({ ...v.toSuccessor(r.s, r.projectName), followedAt: r.at.toISOString() }))
        return pagedA(request, items, n, pageSize)
      },
    )
    scope.get(
      '/api/res/api/heritage/collectionList',
      { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(CollectedItem) }) },
      async (request) => {
        const { offset, pageSize } = pageOf(fieldsOf(request))
        const t = heritageProjects
        const where = and(mine(request, 'collection', v.CODES.project), eq(t.siteId, request.site.id))
        const joined = and(eq(t.id, interactions.resourceId), eq(t.siteId, interactions.siteId))
        const rows = await app.db
          .select({ p: t, at: interactions.createdAt })
          .from(interactions)
          .innerJoin(t, joined)
          .where(where)
          .orderBy(desc(interactions.createdAt), desc(interactions.id))
          .limit(pageSize)
          .offset(offset)
        const [{ n }] = await app.db.select({ n: count() }).from(interactions).innerJoin(t, joined).where(where)
        const items = rows.map((r) => ({ ...v.toProject(r.p, request), collectedAt: r.at.toISOString() }))
        return pagedA(request, items, n, pageSize)
      },
    )
  })
}
