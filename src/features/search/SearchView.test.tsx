/**
 * /search against a mocked search API: hot words before a keyword, the records of a logged-in
 * visitor with clear, a search shows the groups with counts, the matched part marked and "see
 * all" for a larger group; a hit opens its detail route; nothing found; a blank keyword is a
 * toast and no call; a failed search can be retried.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { asMiniProgram, PRODUCTION_ORIGIN } from '../../../tests/setup/platform'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { readStoredUser } from '../account/shell'
import { searchApi, type SearchHit } from './api'
import { SearchHitRow } from './SearchHitRow'
import { SearchView } from './SearchView'

jest.mock('./api', () => ({
  OVERVIEW_PAGE_SIZE: 50,
  searchApi: {
    search: jest.fn(),
    records: jest.fn(),
    saveRecord: jest.fn(),
    clearRecords: jest.fn(),
    hotWords: jest.fn(),
    hotWordHit: jest.fn(),
  },
}))
jest.mock('../account/shell', () => ({ readStoredUser: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
const api = searchApi as unknown as Record<keyof typeof searchApi, jest.Mock>
const loggedIn = readStoredUser as jest.Mock
const toast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const hit = (id: number, type: string, resourceType: string, title: string, mark: string): SearchHit => {
  const at = title.indexOf(mark)
  return {
    resourceType,
    resourceId: id,
    type,
    title,
    summary: '',
    cover: '',
    highlight: [
      { text: title.slice(0, at), hit: false },
      { text: mark, hit: true },
      { text: title.slice(at + mark.length), hit: false },
    ].filter((s) => s.text),
    longitude: null,
    latitude: null,
  }
}

beforeEach(() => {
  for (const m of Object.values(api)) m.mockReset()
  loggedIn.mockReset()
  toast.mockClear()
  ;(navigate as jest.Mock).mockReset()
  api.hotWords.mockResolvedValue({
    ok: true,
    data: [
      { id: 1, word: '大熊猫', hits: 9 },
      { id: 2, word: '都江堰', hits: 5 },
    ],
  })
  api.records.mockResolvedValue({ ok: true, data: [{ id: 3, keyword: '火锅', createdAt: '' }] })
  api.saveRecord.mockResolvedValue({ ok: true, data: undefined })
  api.clearRecords.mockResolvedValue({ ok: true, data: undefined })
  api.hotWordHit.mockResolvedValue({ ok: true, data: undefined })
})

const search = (text: string) => {
  const host = screen.getByTestId('search-input')
  const input = host.tagName === 'INPUT' ? host : host.querySelector('input') || host
  fireEvent.input(input, { target: { value: text } })
  fireEvent.change(input, { target: { value: text } })
  fireEvent.click(screen.getByTestId('search-submit'))
}

test('before a keyword: hot words, and no records section for a visitor who is not logged in', async () => {
  loggedIn.mockReturnValue(null)
  renderWithI18n(<SearchView />)
  expect((await screen.findByTestId('search-hot')).textContent).toContain('都江堰')
  expect(screen.queryByTestId('search-records')).toBeNull()
  expect(api.records).not.toHaveBeenCalled()
})

test('a logged-in visitor sees their records and clears them', async () => {
  loggedIn.mockReturnValue({ id: 1 })
  renderWithI18n(<SearchView />)
  expect((await screen.findByTestId('search-records')).textContent).toContain('火锅')
  fireEvent.click(screen.getByTestId('search-records-clear'))
  await waitFor(() => expect(api.clearRecords).toHaveBeenCalled())
  await waitFor(() => expect(screen.queryByTestId('search-records')).toBeNull())
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已清空搜索记录' }))
})

test('tapping a hot word searches it: groups with counts, the match marked, see all, records saved, hit counted', async () => {
  loggedIn.mockReturnValue({ id: 1 })
  api.search.mockResolvedValue({
    ok: true,
    data: {
      total: 5,
      groups: [
        { type: 'SCENERY', resourceType: 'CONTENT_TYPE_SCENERY', count: 4 },
        { type: 'NEWS', resourceType: 'CONTENT_TYPE_NEWS', count: 1 },
      ],
      hits: [
        hit(1, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰景区', '都江堰'),
        hit(2, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰鱼嘴', '都江堰'),
        hit(3, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰南桥', '都江堰'),
        hit(4, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰离堆', '都江堰'),
        hit(9, 'NEWS', 'CONTENT_TYPE_NEWS', '都江堰放水节', '都江堰'),
      ],
    },
  })
  renderWithI18n(<SearchView />)
  fireEvent.click((await screen.findAllByTestId('search-hot-word'))[1])
  await screen.findByTestId('search-results')
  expect(api.search).toHaveBeenCalledWith({ keyword: '都江堰' }, { page: 1, pageSize: 50 })
  const scenery = screen.getByTestId('search-group-SCENERY')
  expect(scenery.textContent).toContain('景区 · 4')
  expect(scenery.querySelectorAll('[data-testid^="search-hit-"]').length).toBe(3)
  expect(screen.getByTestId('search-more-SCENERY').textContent).toBe('查看全部 4 条')
  expect(screen.queryByTestId('search-more-NEWS')).toBeNull()
  expect(screen.getByTestId('search-hit-SCENERY-1').querySelector('[data-testid="search-mark"]')?.textContent).toBe('都江堰')
  expect(api.saveRecord).toHaveBeenCalledWith('都江堰')
  expect(api.hotWordHit).toHaveBeenCalledWith('都江堰')

  fireEvent.click(screen.getByTestId('search-hit-NEWS-9'))
  expect(navigate).toHaveBeenCalledWith('/news-detail/9')
  fireEvent.click(screen.getByTestId('search-more-SCENERY'))
  expect(navigate).toHaveBeenLastCalledWith('/search/SCENERY?keyword=%E9%83%BD%E6%B1%9F%E5%A0%B0')
})

test('nothing found: the no-result state names the keyword', async () => {
  loggedIn.mockReturnValue(null)
  api.search.mockResolvedValue({ ok: true, data: { total: 0, groups: [], hits: [] } })
  renderWithI18n(<SearchView initialKeyword="月球" />)
  expect((await screen.findByTestId('search-no-result')).textContent).toContain('没有找到与“月球”相关的内容')
  expect(api.saveRecord).not.toHaveBeenCalled()
})

test('a blank keyword is a toast and no call; a failed search shows a retry', async () => {
  loggedIn.mockReturnValue(null)
  renderWithI18n(<SearchView />)
  await screen.findByTestId('search-hot')
  search('   ')
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入搜索关键词' }))
  expect(api.search).not.toHaveBeenCalled()
  api.search.mockResolvedValueOnce({ ok: false, noAnswer: true }).mockResolvedValue({ ok: true, data: { total: 0, groups: [], hits: [] } })
  search('熊猫')
  fireEvent.click(await screen.findByTestId('search-failed'))
  await screen.findByTestId('search-no-result')
  expect(api.search).toHaveBeenCalledTimes(2)
})

describe('in the mini-program built for production', () => {
  asMiniProgram('production')

  test("a hit's cover (root-relative in the answer) loads from the API origin", () => {
    const withCover = { ...hit(5, 'SCENERY', 'CONTENT_TYPE_SCENERY', '熊猫基地', '熊猫'), cover: '/api/demo/pictures/panda-1.svg' }
    renderWithI18n(<SearchHitRow hit={withCover} />)
    const cover = screen.getByTestId('search-hit-SCENERY-5').querySelector('taro-image-core')
    expect(cover?.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/demo/pictures/panda-1.svg`)
  })
})
