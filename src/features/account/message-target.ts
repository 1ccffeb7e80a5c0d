/**
 * Where tapping a message leads (product-spec 3 "Message"): msgType 1 opens the message detail;
 * otherwise jumpType 1 activity, 2 topic, 3 shop goods, 4 url. Shop goods (relationId = the goods
 * id at the site's shop) open the app's goods page, /goods-detail/{id}, on a site with a shopUrl
 * (src/features/shop calls that shop); without one, a jumpUrl opens outside; an address opens outside.
 */
export interface MessageLike {
  id: number | string
  msgType: number
  jumpType?: number
  relationId?: string
  jumpUrl?: string
}

export type MessageTarget = { kind: 'route'; url: string } | { kind: 'external'; url: string } | { kind: 'none' }

export function messageTarget(m: MessageLike, shopUrl = ''): MessageTarget {
  if (m.msgType === 1) return { kind: 'route', url: `/message-detail/${m.id}` }
  const relation = m.relationId ? encodeURIComponent(m.relationId) : ''
  switch (m.jumpType) {
    case 1:
      return relation ? { kind: 'route', url: `/activity-detail/${relation}` } : { kind: 'none' }
    case 2:
      return relation ? { kind: 'route', url: `/topic-detail/${relation}` } : { kind: 'none' }
    case 3:
      if (shopUrl && relation) return { kind: 'route', url: `/goods-detail/${relation}` }
      return m.jumpUrl && /^https?:\/\//.test(m.jumpUrl) ? { kind: 'external', url: m.jumpUrl } : { kind: 'none' }
    case 4:
      return m.jumpUrl && /^https?:\/\//.test(m.jumpUrl)
        ? { kind: 'external', url: m.jumpUrl }
        : m.jumpUrl?.startsWith('/')
          ? { kind: 'route', url: m.jumpUrl }
          : { kind: 'none' }
    default:
      return { kind: 'route', url: `/message-detail/${m.id}` }
  }
}
