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
afterEach(() => {
  jest.restoreAllMocks()
  delete SLOT_PAGE_COMPONENTS['not-found']
})

test('a slot shows the not-found view for a menu whose page is not built, never an empty screen', async () => {
  renderWithI18n(<TabSlotPage slot="tab-slot-2" />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-slot-tab-slot-2').getAttribute('data-menu-code')).toBe('ACTIVITY')
  expect(screen.getByTestId('page-not-found').textContent).toContain('页面不存在')
})

test('a slot renders the registered page component of its menu route', async () => {
  // /news-list/all is served by the not-found page key until a news page exists; register a body for it
  SLOT_PAGE_COMPONENTS['not-found'] = () => <View data-testid="registered-body">news</View>
  renderWithI18n(<TabSlotPage slot="tab-slot-1" />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-slot-tab-slot-1').getAttribute('data-menu-code')).toBe('NEWS')
  expect(screen.getByTestId('registered-body')).toBeTruthy()
})
