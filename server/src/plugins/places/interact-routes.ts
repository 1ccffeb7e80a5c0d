/**
 * The visitor's interactions (rules-and-contract 7, "Interaction and content"), login required:
 *   POST res/api/interactManage/{like,cancelLike,collection,cancelCollection,focus,cancelFocus}
 *        resourceId, resourceType (CONTENT_TYPE_*) → data InteractState {status, count}
 *   POST res/api/interactManage/addBrowseRecord  same fields → {status: true, count: browseNum}
 *   GET  res/api/interactManage/collectionList   resourceType?, currPage, pageSize → variant (a) of
 *        CollectedItem (places and news the user collected, newest collection first)
 * A change drops the cached answers showing the counter (places or content tag) of the site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authenticated } from '../../http/auth-scope'
import { ok } from '../../http/envelope'
import { badInput, fieldsOf, requireId, single } from '../../http/fields'
import { DataEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { CollectedItem, collectionList } from './collection-list'
import { addBrowse, cacheTagOf, setInteraction, targetOf, type InteractionInput, type Kind } from './interactions'

const PREFIX = '/api/res/api/interactManage'
const InteractStateItem = Type.Object({ status: Type.Boolean(), count: Type.Integer() })
const schema = routeSchema({
  body: { resourceId: Text({ maxLength: 20 }), resourceType: Text({ maxLength: 64 }) },
  response: DataEnvelope(InteractStateItem),
})

/** the toggles: path → kind and the state it asks for */
const TOGGLES: Record<string, [Kind, boolean]> = {
  like: ['like', true],
  cancelLike: ['like', false],
  collection: ['collection', true],
  cancelCollection: ['collection', false],
  focus: ['focus', true],
  cancelFocus: ['focus', false],
}

function inputOf(request: FastifyRequest): InteractionInput {
  const fields = fieldsOf(request)
  const resourceType = single(fields, 'resourceType')
  if (!resourceType) throw badInput('field.required', { field: 'resourceType' })
  targetOf(resourceType)
  return { userId: request.user!.id, siteId: request.site.id, resourceType, resourceId: requireId(fields, 'resourceId') }
}

export async function interactRoutes(app: FastifyInstance): Promise<void> {
  await authenticated(app, (scope) => {
    for (const [path, [kind, on]] of Object.entries(TOGGLES)) {
      scope.post(`${PREFIX}/${path}`, { schema }, async (request) => {
        const input = inputOf(request)
        const state = await setInteraction(app.db, input, kind, on, app.clock())
        // the counter shows in cached lists and details; focus has none
        if (kind !== 'focus') await app.cache.invalidate(cacheTagOf(input.resourceType), input.siteId)
        return ok(request, state)
      })
    }

    // browseNum is not invalidated: a view on every detail would empty the cache; lists show it
    // at most one cache lifetime (60 s) late
    scope.post(`${PREFIX}/addBrowseRecord`, { schema }, async (request) =>
      ok(request, await addBrowse(app.db, inputOf(request), app.clock())),
    )

    scope.get(
      `${PREFIX}/collectionList`,
      { schema: routeSchema({ query: { resourceType: Text({ maxLength: 64 }), ...PageQuery }, response: PagedAEnvelope(CollectedItem) }) },
      async (request) => collectionList(request),
    )
  })
}
