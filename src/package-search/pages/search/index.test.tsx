/**
 * /search/{type}?keyword=: the type's hits through the kit's paged list (keyword and type sent,
 * highlighted titles), the title names the type; /search without a type shows the search start.
 */
import { screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { searchApi } from '@/features/search'
import SearchPage from '.'

let mockParams: Record<string, string> = {}
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useRouter: () => ({ params: mockParams }),
  useReachBottom: jest.fn(),
}))
jest.mock('@/features/account/shell', () => ({ readStoredUser: () => null }))
const list = jest.spyOn(searchApi.typedSource, 'list')
const hotWords = jest.spyOn(searchApi, 'hotWords')
const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const hit = {
  resourceType: 'CONTENT_TYPE_SCENERY',
  resourceId: 4,
  type: 'SCENERY',
  title: '都江堰景区',
  summary: '世界文化遗产',
  cover: '',
  highlight: [
    { text: '都', hit: false },
    { text: '江堰', hit: true },
    { text: '景区', hit: false },
  ],
  longitude: null,
  latitude: null,
}

test('/search/SCENERY?keyword=江堰 lists that type’s hits, paged, with the match marked', async () => {
  mockParams = { type: 'SCENERY', keyword: encodeURIComponent('江堰') }
  list.mockResolvedValue({ ok: true, data: { items: [hit], totalPage: 1 } })
  renderWithI18n(<SearchPage />)
  const row = await screen.findByTestId('search-hit-SCENERY-4')
  expect(list).toHaveBeenCalledWith({ keyword: '江堰', type: 'SCENERY' }, { page: 1, pageSize: 10 })
  expect(row.querySelector('[data-testid="search-mark"]')?.textContent).toBe('江堰')
  expect(screen.getByTestId('list-no-more')).toBeTruthy()
  await waitFor(() => expect(setTitle).toHaveBeenCalledWith({ title: '景区 · 搜索' }))
})

test('/search without a type shows the search start with the hot words', async () => {
  mockParams = {}
  hotWords.mockResolvedValue({ ok: true, data: [{ id: 1, word: '大熊猫', hits: 3 }] })
  renderWithI18n(<SearchPage />)
  expect((await screen.findByTestId('search-hot')).textContent).toContain('大熊猫')
  expect(screen.getByTestId('search-page')).toBeTruthy()
})
