import { withoutConsumedKeys } from './address-cleanup'

it('drops open id, site id, third-party and app tokens, keeps the rest', () => {
  expect(withoutConsumedKeys('?wechatOpenId=o&siteId=3&lang=fr')).toBe('?lang=fr')
  expect(withoutConsumedKeys('?token=t&unid=u&url=%2Fuser')).toBe('')
  expect(withoutConsumedKeys('?appToken=a')).toBe('')
})
it('leaves an address without them alone', () => expect(withoutConsumedKeys('?orderType=CONTENT_TYPE_ACTIVITY')).toBeNull())
