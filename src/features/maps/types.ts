/** Which CONTENT_TYPE_* codes each map page takes (RESOURCE_TYPES, src/core/resource-types.ts). */
import { RESOURCE_TYPES, type ResourceTypeKey } from '../../core/resource-types'

export type PlaceMapKind = 'places' | 'services'

/** The RESOURCE_TYPES key of a code whose types are of the kind (places: /venues-map; services: /service-map). */
export function mapTypeKeyOf(code: string | undefined, kind: PlaceMapKind): ResourceTypeKey | undefined {
  if (!code) return undefined
  const entry = Object.entries(RESOURCE_TYPES).find(([, type]) => type.code === code)
  return entry && entry[1].namespace === kind ? (entry[0] as ResourceTypeKey) : undefined
}
