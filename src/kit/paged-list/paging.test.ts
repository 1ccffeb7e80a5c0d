import { applyPage, initialPaging, listView, nextPage, pageQuery, readPage, SCROLL_LOAD_TRIGGER, type Page } from './paging'
import type { Result } from '../result'

const answer = (items: number[], totalPage: number): Result<Page<number>> => ({ ok: true, data: { items, totalPage } })
const loaded = (items: number[], totalPage: number) => applyPage(initialPaging<number>(), 1, answer(items, totalPage))

test('the next page loads 240 px from the bottom, 50 for the pageNum (b) and ranking (c) variants', () => {
  expect(SCROLL_LOAD_TRIGGER).toEqual({ a: 240, b: 50, c: 50 })
})

test('variant a sends currPage, variant b pageNum, both from 1 with the page size', () => {
  expect(pageQuery('a', { page: 1, pageSize: 10 })).toEqual({ currPage: 1, pageSize: 10 })
  expect(pageQuery('b', { page: 2, pageSize: 10 })).toEqual({ pageNum: 2, pageSize: 10 })
})

test('each variant reads its own answer shape as one page', () => {
  expect(readPage('a', { code: 0, datas: [1], page: { total: 11, totalPage: 2 } }, 10)).toEqual({ items: [1], totalPage: 2 })
  expect(readPage('b', { code: 0, data: { list: [1], total: 11, pageSize: 10 } }, 10)).toEqual({ items: [1], totalPage: 2 })
  expect(readPage('b', { code: 0, data: { list: [], total: 0, pageSize: 10 } }, 10)).toEqual({ items: [], totalPage: 0 })
  expect(readPage('c', { code: 0, data: { data: [1, 2], totalCount: 12, totalPage: 3 } }, 5)).toEqual({ items: [1, 2], totalPage: 3 })
})

test('starts at page 1, showing loading until the first answer', () => {
  const s = initialPaging<number>()
  expect(listView(s)).toBe('loading')
  expect(nextPage({ ...s, status: 'done' })).toBe(1)
})

test('zero total shows no data', () => {
  expect(listView(loaded([], 0))).toBe('empty')
})

test('appends pages until totalPage, then shows no more and asks for no further page', () => {
  let s = loaded([1, 2], 2)
  expect(listView(s)).toBe('more')
  expect(nextPage(s)).toBe(2)
  s = applyPage(s, 2, answer([3], 2))
  expect(s.items).toEqual([1, 2, 3])
  expect(listView(s)).toBe('no-more')
  expect(nextPage(s)).toBeNull()
})

test('no page is asked for while one is loading', () => {
  expect(nextPage({ ...loaded([1], 3), status: 'loading' })).toBeNull()
})

test('a reload (page 1) replaces the items', () => {
  expect(applyPage(loaded([1, 2], 1), 1, answer([9], 1)).items).toEqual([9])
})

test('a failure keeps the items, shows the error and stops automatic loading', () => {
  const failed = applyPage(loaded([1], 3), 2, { ok: false, code: 400, message: 'bad' })
  expect(failed.items).toEqual([1])
  expect(listView(failed)).toBe('error')
  expect(nextPage(failed)).toBeNull()
  expect(listView(applyPage(initialPaging<number>(), 1, { ok: false, noAnswer: true }))).toBe('error')
})
