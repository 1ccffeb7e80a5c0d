/**
 * Brands (docs/contract-places.md, "Brands"): res/api/brand/list and detail (RESOURCE_TYPES.BRAND).
 * getApiBrandList is the list narrowed to one resource, pageSize 1: the brand a place belongs to.
 * Kept out of ./api.ts so the home page's first load does not carry it.
 */
import type { PlaceListItem } from '../../core/places/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi } from '../../kit/resource-api'
import { mapResult, type Result } from '../../kit/result'

export interface Brand {
  id: number
  name: string
  slogan: string
  cover: string
  tags: string[]
  placeCount: number
}

export interface BrandDetail extends Brand {
  intro: string
  images: string[]
  places: PlaceListItem[]
}

export interface BrandParams {
  linksResourceType?: string
  linksResourceId?: number
}

export const brandApi = resourceApi<Brand, BrandDetail, BrandParams>(RESOURCE_TYPES.BRAND.api)

/** getApiBrandList: the brand of a resource, null when it has none */
export async function brandOf(resourceType: string, resourceId: number): Promise<Result<Brand | null>> {
  const res = await brandApi.list({ linksResourceType: resourceType, linksResourceId: resourceId }, { page: 1, pageSize: 1 })
  return mapResult(res, (page) => page.items[0] ?? null)
}
