/**
 * The place types this capability answers: every RESOURCE_TYPES row of the 'places' and
 * 'services' namespaces (src/core/resource-types.ts), i.e. every `type` a `places` row can have.
 * Guides, agencies, brands and destinations are other capabilities' (issue 10 notes).
 */
import { RESOURCE_TYPES, type ResourceTypeKey } from '../../../../src/core/resource-types'

export interface PlaceType {
  /** RESOURCE_TYPES key, the `type` column of places */
  key: ResourceTypeKey
  /** CONTENT_TYPE_* code (interactions, search, jumps) */
  code: string
  /** contract base without /api/, e.g. 'res/api/scenic' */
  api: string
}

export const PLACE_TYPES: readonly PlaceType[] = (Object.keys(RESOURCE_TYPES) as ResourceTypeKey[])
  .filter((key) => RESOURCE_TYPES[key].namespace === 'places' || RESOURCE_TYPES[key].namespace === 'services')
  .map((key) => ({ key, code: RESOURCE_TYPES[key].code, api: RESOURCE_TYPES[key].api }))

const BY_KEY = new Map(PLACE_TYPES.map((t) => [t.key as string, t]))
const BY_CODE = new Map(PLACE_TYPES.map((t) => [t.code, t]))

export const placeTypeOfKey = (key: string): PlaceType | undefined => BY_KEY.get(key)
export const placeTypeOfCode = (code: string): PlaceType | undefined => BY_CODE.get(code)

/** The news type: the other kind of resource interactManage counts on (contents table). */
export const NEWS_CODE = RESOURCE_TYPES.NEWS.code
