import { messageTarget } from './message-target'

describe('message jumps (product-spec 3 Message)', () => {
  it('msgType 1 opens the message detail whatever the jumpType', () => {
    expect(messageTarget({ id: 5, msgType: 1, jumpType: 4, jumpUrl: 'https://x.example' })).toEqual({
      kind: 'route',
      url: '/message-detail/5',
    })
  })
  it('jumpType 1 activity, 2 topic by relationId', () => {
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 1, relationId: '77' })).toEqual({ kind: 'route', url: '/activity-detail/77' })
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 2, relationId: '8' })).toEqual({ kind: 'route', url: '/topic-detail/8' })
  })
  it('jumpType 3 opens the shop goods page on a site with a shop', () => {
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 3, relationId: '9' }, 'https://shop.example/')).toEqual({
      kind: 'route',
      url: '/goods-detail/9',
    })
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 3, relationId: '9', jumpUrl: 'https://x.example/g' }, '')).toEqual({
      kind: 'external',
      url: 'https://x.example/g',
    })
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 3, relationId: '9' }, '')).toEqual({ kind: 'none' })
  })
  it('jumpType 4 opens the url', () => {
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 4, jumpUrl: 'https://news.example/a' })).toEqual({
      kind: 'external',
      url: 'https://news.example/a',
    })
    expect(messageTarget({ id: 1, msgType: 2, jumpType: 4, jumpUrl: 'javascript:alert(1)' })).toEqual({ kind: 'none' })
  })
})
