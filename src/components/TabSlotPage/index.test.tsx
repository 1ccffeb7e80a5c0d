import { act, screen } from '@testing-library/react'
import { View } from '@tarojs/components'
import { renderWithI18n } from '../../../tests/setup/render'
import { SLOT_PAGE_COMPONENTS } from '../../pages/slot-registry'
import { useShellStore } from '../../stores/shell'
import * as api from '../../services/shell-api'
import { resetBottomMenuLoader } from '../TabBar'
import TabSlotPage from '.'

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
})
const newsSlot = SLOT_PAGE_COMPONENTS['news-list']
afterEach(() => {
  jest.restoreAllMocks()
  SLOT_PAGE_COMPONENTS['news-list'] = newsSlot
})

test('a slot shows the not-found view for a menu whose page is not built, never an empty screen', async () => {
  renderWithI18n(<TabSlotPage slot="tab-slot-2" />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-slot-tab-slot-2').getAttribute('data-menu-code')).toBe('ACTIVITY')
  expect(screen.getByTestId('page-not-found').textContent).toContain('页面不存在')
})

test('a slot renders the registered page component of its menu route', async () => {
  // NEWS opens /news-list/all, the news-list page key; a stand-in body keeps this test off the news calls
  expect(newsSlot).toBeDefined()
  SLOT_PAGE_COMPONENTS['news-list'] = () => <View data-testid="registered-body">news</View>
  renderWithI18n(<TabSlotPage slot="tab-slot-1" />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-slot-tab-slot-1').getAttribute('data-menu-code')).toBe('NEWS')
  expect(screen.getByTestId('registered-body')).toBeTruthy()
})
