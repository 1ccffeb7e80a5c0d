import { messageKeys } from './message-keys'

test('each name maps to prefix.name', () => {
  const keys = messageKeys('account:validation', ['phone', 'code'])
  expect(keys).toEqual({ phone: 'account:validation.phone', code: 'account:validation.code' })
  // the literal type: a wrong key would not compile
  const phone: 'account:validation.phone' = keys.phone
  expect(phone).toBe('account:validation.phone')
})
