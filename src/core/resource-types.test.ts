/** The resource table points at real spec routes and real icons, and jumps by type code. */
import * as icons from '@nutui/icons-react-taro'
import { detailRouteOf, RESOURCE_TYPES, resourceTypeOf } from './resource-types'
import { allRoutes, matchRoute } from './routes'

const specPatterns = new Set(allRoutes().map((r) => r.pattern))

describe('RESOURCE_TYPES', () => {
  it('have unique CONTENT_TYPE_* codes', () => {
    const codes = Object.values(RESOURCE_TYPES).map((t) => t.code)
    expect(codes.every((c) => c.startsWith('CONTENT_TYPE_'))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('list and detail routes are spec routes, and each icon exists in @nutui/icons-react-taro', () => {
    for (const t of Object.values(RESOURCE_TYPES)) {
      for (const path of [t.list?.(), t.detail?.(7)].filter(Boolean) as string[]) {
        expect({ code: t.code, pattern: specPatterns.has(matchRoute(path).pattern) }).toEqual({ code: t.code, pattern: true })
      }
      expect({ code: t.code, icon: typeof (icons as Record<string, unknown>)[t.icon] }).toEqual({ code: t.code, icon: 'function' })
      expect(t.api).toMatch(/^res\/api\/[A-Za-z]+$/)
    }
  })

  it('detail jumps by type code (product-spec 2.2)', () => {
    expect(detailRouteOf('CONTENT_TYPE_SCENERY', 12)).toBe('/scenic-detail/12')
    expect(detailRouteOf('CONTENT_TYPE_VENUE', '3')).toBe('/venues-detail/3')
    expect(detailRouteOf('CONTENT_TYPE_NEWS', 5)).toBe('/news-detail/5')
    expect(detailRouteOf('CONTENT_TYPE_UNKNOWN', 5)).toBeUndefined()
    expect(detailRouteOf('CONTENT_TYPE_TOILET', 5)).toBeUndefined()
    expect(resourceTypeOf('CONTENT_TYPE_HOTEL')?.list?.()).toBe('/hotel-list')
  })
})
