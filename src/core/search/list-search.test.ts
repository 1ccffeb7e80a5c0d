import { searchTypeOfPath } from './list-search'

test('a list page searches its own type, whatever its parameters', () => {
  expect(searchTypeOfPath('/scenic-list')).toBe('SCENERY')
  expect(searchTypeOfPath('/scenic-list/12')).toBe('SCENERY')
  expect(searchTypeOfPath('/news-list/all')).toBe('NEWS')
  expect(searchTypeOfPath('/hotel-list')).toBe('HOTEL')
  expect(searchTypeOfPath('/project-list')).toBe('INTANGIBLE_PROJECT')
  expect(searchTypeOfPath('/volunteer-list/all')).toBe('VOLUNTEER_ACTIVITY')
})

test('details, forms, maps and the search itself are no searchable list', () => {
  expect(searchTypeOfPath('/scenic-detail/5')).toBeUndefined()
  expect(searchTypeOfPath('/complain-save')).toBeUndefined()
  expect(searchTypeOfPath('/service-map/CONTENT_TYPE_TOILET')).toBeUndefined()
  expect(searchTypeOfPath('/search')).toBeUndefined()
  expect(searchTypeOfPath('/index')).toBeUndefined()
})
