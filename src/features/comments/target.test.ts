import { inputText, isRated, resourceTypeOfParam } from './target'

test('the {type} of a comment route: a CONTENT_TYPE_* code as is, a RESOURCE_TYPES key as its code', () => {
  expect(resourceTypeOfParam('CONTENT_TYPE_VENUE')).toBe('CONTENT_TYPE_VENUE')
  expect(resourceTypeOfParam('NEWS')).toBe('CONTENT_TYPE_NEWS')
  expect(resourceTypeOfParam('food')).toBe('CONTENT_TYPE_DINING')
  expect(isRated('CONTENT_TYPE_NEWS')).toBe(false)
  expect(isRated('CONTENT_TYPE_SCENERY')).toBe(true)
})

test('input text from Taro or the DOM', () => {
  expect(inputText({ detail: { value: 'a' } })).toBe('a')
  expect(inputText({ target: { value: 'b' } })).toBe('b')
  expect(inputText({})).toBe('')
})
