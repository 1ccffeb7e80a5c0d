/**
 * The weapp tab slots render the page of the menu assigned to them: the NEWS menu's slot shows the
 * real news list (from the slot registry, asking for every channel), a menu whose page is not
 * built shows the not-found view, never an empty screen.
 */
import { act, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { newsApi } from '../../features/news'
import { useShellStore } from '../../stores/shell'
import * as api from '../../services/shell-api'
import { resetBottomMenuLoader } from '../TabBar'
import TabSlotPage from '.'

jest.mock('../../features/news/api', () => ({
  ALL_CHANNELS: 'all',
  newsApi: { variant: 'a', list: jest.fn(), channels: jest.fn() },
}))
const news = newsApi as unknown as Record<'list' | 'channels', jest.Mock>

const menu = [
  { id: 1, name: '首页', menuCode: 'INDEX', jumpType: 1 as const },
  { id: 2, name: '资讯', menuCode: 'NEWS', jumpType: 1 as const },
  { id: 3, name: '活动', menuCode: 'ACTIVITY', jumpType: 1 as const },
  { id: 4, name: '我的', menuCode: 'USER', jumpType: 1 as const },
]

beforeEach(() => {
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined })
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(menu)
  news.channels.mockResolvedValue({ ok: true, data: [] })
  news.list.mockResolvedValue({
    ok: true,
    data: { items: [{ id: 5, title: '新闻5', contentType: 'CONTENT', publishTime: '2020-01-01T00:00:00Z', imgUrl: '' }], totalPage: 1 },
  })
})
afterEach(() => jest.restoreAllMocks())

test('a slot shows the not-found view for a menu whose page is not built, never an empty screen', async () => {
  renderWithI18n(<TabSlotPage slot="tab-slot-2" />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-slot-tab-slot-2').getAttribute('data-menu-code')).toBe('ACTIVITY')
  expect(screen.getByTestId('page-not-found').textContent).toContain('页面不存在')
})

test("the NEWS slot renders the registered news list of every channel, with the server's rows", async () => {
  renderWithI18n(<TabSlotPage slot="tab-slot-1" />)
  expect((await screen.findByTestId('news-item-5')).textContent).toContain('新闻5')
  expect(screen.getByTestId('tab-slot-tab-slot-1').getAttribute('data-menu-code')).toBe('NEWS')
  expect(screen.getByTestId('news-list').getAttribute('data-channel')).toBe('all')
  expect(news.list).toHaveBeenCalledWith({ channelCode: 'all', tagId: undefined }, { page: 1, pageSize: 10 })
  expect(screen.queryByTestId('page-not-found')).toBeNull()
})
