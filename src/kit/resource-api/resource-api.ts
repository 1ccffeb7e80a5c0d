/**
 * One API module per resource in a few lines. The contract names a resource's calls
 * `<base>/list|detail|save|delete` (res/api/content, user/api/receiveAddress...):
 *   export const addressApi = resourceApi<Address>('user/api/receiveAddress')
 *   addressApi.list({}, { page: 1, pageSize: 10 }) · detail(id) · save(draft) · remove(id)
 * Every method answers a Result; lists answer one Page whatever the paged variant.
 */
import type { Envelope } from '../../../types/contract'
import type { SiteApiBases } from '../../../types/site'
import { get, post } from '../../services/request'
import { pageQuery, readPage, type Page, type PagedEnvelope, type PagedVariant, type PageRequest } from '../paged-list/paging'
import { call, mapResult, type Result } from '../result'

export type Id = string | number

export interface ResourceOptions<Item, Detail, Draft> {
  /** paged variant of the list call (default a: currPage → datas + page) */
  variant?: PagedVariant
  /** the site's API base the calls go to (default main; e.g. the memorial's worship base) */
  apiBase?: keyof SiteApiBases
  /** call names under the base when they are not list/detail/save/delete */
  paths?: Partial<Record<'list' | 'detail' | 'save' | 'remove', string>>
  /** a row as read (e.g. personal numbers decrypted) */
  readItem?: (raw: Item) => Item
  /** a detail as read */
  readDetail?: (raw: Detail) => Detail
  /** the form sent by save (e.g. personal numbers encrypted) */
  writeDraft?: (draft: Draft) => Record<string, unknown>
}

/** What a paged list needs of a source: its variant and a page of rows for some parameters. */
export interface PagedSource<Item, Params = object> {
  variant: PagedVariant
  list(params: Params, page: PageRequest): Promise<Result<Page<Item>>>
}

export interface ResourceApi<Item, Detail, Params, Draft> extends PagedSource<Item, Params> {
  detail(id: Id): Promise<Result<Detail>>
  save(draft: Draft): Promise<Result<Detail>>
  remove(id: Id): Promise<Result<unknown>>
}

const same = <T>(value: T) => value

/** Query values left out of a call when empty (an unset filter, not an empty one). */
function withoutEmpty(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''))
}

export function resourceApi<Item, Detail = Item, Params extends object = object, Draft = Partial<Detail>>(
  base: string,
  options: ResourceOptions<Item, Detail, Draft> = {},
): ResourceApi<Item, Detail, Params, Draft> {
  const { variant = 'a', paths = {}, readItem = same, apiBase } = options
  // a save may answer without the row: read only what came
  const readDetail = (detail: Detail) => (detail && options.readDetail ? options.readDetail(detail) : detail)
  const writeDraft = options.writeDraft ?? ((draft: Draft) => draft as Record<string, unknown>)
  const url = (name: keyof NonNullable<ResourceOptions<Item, Detail, Draft>['paths']>, fallback: string) =>
    `${base}/${paths[name] ?? fallback}`
  const send = <T>(path: string, data: Record<string, unknown>) => (apiBase ? post<T>(path, data, { base: apiBase }) : post<T>(path, data))
  return {
    variant,
    // lists show their own loading footer: no loading indicator; lists and details stay readable offline
    list: async (params, page) => {
      const query = { ...withoutEmpty(params), ...pageQuery(variant, page) }
      const res = await call(get<PagedEnvelope<Item>>(url('list', 'list'), query, { loading: false, offline: true, base: apiBase }), (e) =>
        readPage(variant, e, page.pageSize),
      )
      return mapResult(res, (p) => ({ ...p, items: p.items.map(readItem) }))
    },
    detail: async (id) =>
      mapResult(
        await call<Detail, Envelope<Detail>>(get<Envelope<Detail>>(url('detail', 'detail'), { id }, { offline: true, base: apiBase })),
        readDetail,
      ),
    save: async (draft) =>
      mapResult(await call<Detail, Envelope<Detail>>(send<Envelope<Detail>>(url('save', 'save'), writeDraft(draft))), readDetail),
    remove: (id) => call(send(url('remove', 'delete'), { id })),
  }
}
