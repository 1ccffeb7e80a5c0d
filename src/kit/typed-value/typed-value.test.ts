import { typedValue } from '.'

test("Taro's event gives detail.value; a plain DOM event its target's value; nothing gives ''", () => {
  expect(typedValue({ detail: { value: '青城山' } })).toBe('青城山')
  expect(typedValue({ target: { value: '都江堰' } })).toBe('都江堰')
  expect(typedValue({ detail: { value: '' }, target: { value: 'x' } })).toBe('')
  expect(typedValue({ target: null })).toBe('')
  expect(typedValue(undefined)).toBe('')
})
