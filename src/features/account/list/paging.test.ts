import { applyPage, canLoadMore, initialPaging, listView } from './paging'

const answer = (datas: number[], totalPage: number) => ({ code: 0, datas, page: { total: datas.length, totalPage } })

describe('list paging (product-spec 4)', () => {
  it('starts loading at page 1 and shows loading until the first answer', () => {
    const s = initialPaging<number>()
    expect(listView(s)).toBe('loading')
    expect(canLoadMore(s)).toBe(true)
  })
  it('zero total shows no data', () => {
    expect(listView(applyPage(initialPaging<number>(), 1, answer([], 0)))).toBe('empty')
  })
  it('appends pages until totalPage, then shows no more and stops loading', () => {
    let s = applyPage(initialPaging<number>(), 1, answer([1, 2], 2))
    expect(listView(s)).toBe('more')
    expect(canLoadMore(s)).toBe(true)
    s = applyPage(s, 2, answer([3], 2))
    expect(s.items).toEqual([1, 2, 3])
    expect(listView(s)).toBe('no-more')
    expect(canLoadMore(s)).toBe(false)
  })
  it('a reload (page 1) replaces the items', () => {
    const s = applyPage(applyPage(initialPaging<number>(), 1, answer([1, 2], 1)), 1, answer([9], 1))
    expect(s.items).toEqual([9])
  })
  it('a failure or missing answer is an error that stops automatic loading', () => {
    const failed = applyPage(initialPaging<number>(), 1, { code: 400, datas: [], page: { total: 0, totalPage: 0 }, message: 'bad' })
    expect(listView(failed)).toBe('error')
    expect(canLoadMore(failed)).toBe(false)
    expect(listView(applyPage(initialPaging<number>(), 1, undefined))).toBe('error')
  })
})
