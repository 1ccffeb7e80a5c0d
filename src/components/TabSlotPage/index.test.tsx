/**
 * The weapp tab slots draw the hub page of the menu assigned to them, titled with the menu's name,
 * with the server's rows: each page of SLOT_PAGES (news, activities, time, guided tours,
 * destinations). A slot no menu sits on (a stale link) switches to the home tab, never not-found.
 */
import '../../../tests/setup/page-mocks'
import { act, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { activityItem } from '../../../tests/fixtures/activities'
import { SLOT_PAGES, TAB_SLOT_PAGES } from '../../core/navigation'
import { get } from '../../services/request'
import * as api from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import type { MenuItem } from '../../../types/contract'
import { resetBottomMenuLoader } from '../TabBar'
import TabSlotPage from '.'

const paged = (datas: unknown[]) => ({ code: 0, datas, page: { total: datas.length, totalPage: 1 } })
const story = {
  id: 31,
  storyType: 'STORY',
  resourceType: 'CONTENT_TYPE_STORY',
  title: '都江堰的清晨',
  imgCover: '',
  imgHeight: 0,
  likeNum: 2,
}
/** the server's answers, by call */
const ANSWERS: Record<string, unknown> = {
  'res/api/content/list': paged([{ id: 5, title: '新闻5', contentType: 'CONTENT', publishTime: '2020-01-01T00:00:00Z', imgUrl: '' }]),
  'res/api/content/channelList': { code: 0, datas: [] },
  'res/api/activity/getActivityClassifyList': { code: 0, datas: [{ id: 1, name: '演出赛事', activityCount: 5 }] },
  'res/api/activity/activityCalendar': { code: 0, datas: [] },
  'res/api/activity/getActivityList': paged([activityItem()]),
  'res/api/story/tagList': { code: 0, datas: [] },
  'res/api/story/list': paged([story]),
  'res/api/guideTour/list': paged([
    { id: 3, name: '灌县古城漫游', summary: '古城一圈', cover: '', minutes: 90, distance: 3200, stopCount: 6 },
  ]),
  'res/api/destination/list': paged([{ id: 8, regionCode: '510100', name: '成都', summary: '天府之国', cover: '', tags: [] }]),
}

/** per hub page: the menu code that opens it and a row of the server's answer it must show */
const HUBS: Record<(typeof SLOT_PAGES)[number], { code: string; name: string; row: string }> = {
  'news-list': { code: 'NEWS', name: '资讯', row: '新闻5' },
  'activity-home': { code: 'ACTIVITY', name: '活动', row: '成都博物馆亲子研学' },
  time: { code: 'TIME', name: '时光', row: '都江堰的清晨' },
  'guide-scenic-list': { code: 'GUIDE_TOUR', name: '导览', row: '灌县古城漫游' },
  destination: { code: 'DESTINATION', name: '目的地', row: '成都' },
}

const item = (id: number, name: string, menuCode: string): MenuItem => ({ id, name, menuCode, jumpType: 1 })
function serveMenu(menu: MenuItem[]) {
  jest.spyOn(api, 'getBottomNavList').mockResolvedValue(menu)
}

beforeEach(() => {
  resetBottomMenuLoader()
  useShellStore.setState({ bottomMenu: undefined })
  ;(get as jest.Mock).mockImplementation(async (url: string) => ANSWERS[url] ?? { code: 404, message: url })
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
})
afterEach(() => jest.restoreAllMocks())

test.each(Object.entries(HUBS))('a slot draws %s, titled with the menu name, with the server’s rows', async (page, hub) => {
  // the hub on the middle slot, between two other hubs, as a site's bar would hold it
  const others = Object.values(HUBS).filter((h) => h !== hub)
  serveMenu([
    item(1, '首页', 'INDEX'),
    item(2, others[0].name, others[0].code),
    item(3, hub.name, hub.code),
    item(4, others[1].name, others[1].code),
    item(5, '我的', 'USER'),
  ])
  renderWithI18n(<TabSlotPage slot="tab-slot-2" />)
  expect(await screen.findByText(hub.row)).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hub.name)
  expect(screen.getByTestId('tab-slot-tab-slot-2').getAttribute('data-menu-code')).toBe(hub.code)
  expect(screen.queryByText('页面不存在')).toBeNull()
  expect(Taro.switchTab).not.toHaveBeenCalled()
  expect(SLOT_PAGES).toContain(page)
})

test.each(TAB_SLOT_PAGES)('%s with no menu on it (a stale link) switches to the home tab once the menu is known', async (slot) => {
  serveMenu([item(1, '首页', 'INDEX'), item(2, '景区', 'SCENIC'), item(3, '我的', 'USER')])
  renderWithI18n(<TabSlotPage slot={slot} />)
  await act(async () => undefined)
  expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
  expect(screen.getByTestId(`tab-slot-${slot}`).textContent).toBe('')
  expect(screen.queryByText('页面不存在')).toBeNull()
})

test('before the menu is known a slot waits: no switch on the default Home + Me', async () => {
  jest.spyOn(api, 'getBottomNavList').mockReturnValue(new Promise(() => undefined))
  renderWithI18n(<TabSlotPage slot="tab-slot-1" />)
  await act(async () => undefined)
  expect(Taro.switchTab).not.toHaveBeenCalled()
})
