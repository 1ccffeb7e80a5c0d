import { withoutConsumedKeys } from './address-cleanup'

it('drops the open id with its site id, third-party token/unid/url and the app token; keeps the rest', () => {
  expect(withoutConsumedKeys('?wechatOpenId=o&siteId=3&lang=fr')).toBe('?lang=fr')
  expect(withoutConsumedKeys('?token=t&unid=u&url=%2Fuser')).toBe('')
  expect(withoutConsumedKeys('?appToken=a')).toBe('')
})
it('leaves values the login flow did not consume', () => {
  expect(withoutConsumedKeys('?orderType=CONTENT_TYPE_ACTIVITY')).toBeNull()
  expect(withoutConsumedKeys('?siteId=3')).toBeNull()
  expect(withoutConsumedKeys('?url=https%3A%2F%2Fx.example')).toBeNull()
})
it('drops the values of the site’s own partner sign-in only', () => {
  expect(withoutConsumedKeys('?userId=ifly-7&lang=en', 'ifly')).toBe('?lang=en')
  expect(withoutConsumedKeys('?code=c&openid=o', 'cddy')).toBe('')
  expect(withoutConsumedKeys('?code=c', 'tfcloud')).toBe('')
  expect(withoutConsumedKeys('?token=ext', 'external')).toBe('')
  expect(withoutConsumedKeys('?code=c')).toBeNull()
  expect(withoutConsumedKeys('?code=c', 'ifly')).toBeNull()
})
