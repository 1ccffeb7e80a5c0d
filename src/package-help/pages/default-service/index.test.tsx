/** The service hubs: one component, each hub's own entries; a menu-code entry opens as the menu would, a route entry its route (login first where needed). */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { useUserStore } from '@/features/account'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ConfigureServicePage from '../configure-service'
import GsServicePage from '../gs-service'
import XjServicePage from '../xj-service'
import DefaultServicePage from '.'

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  act(() => useUserStore.setState({ user: null }))
})

/** the page asks for the site's menu (its own services): let that answer land inside act */
const settle = () => act(async () => {})

test('/default-service: help first; the robot opens its route, the FAQ its own', async () => {
  renderWithI18n(<DefaultServicePage />)
  await settle()
  expect(screen.getByText('紧急求助')).toBeTruthy()
  fireEvent.click(screen.getByTestId('index-menu-ROBOT'))
  expect(navigate).toHaveBeenCalledWith('/robot', 'push')
  fireEvent.click(screen.getByText('常见问题'))
  expect(navigate).toHaveBeenCalledWith('/common-problem')
})

test('/default-service: then the site’s own services of its menu; a page by its path opens it', async () => {
  ;(get as jest.Mock).mockResolvedValue({
    code: 0,
    datas: [
      {
        id: 3,
        name: '便民服务',
        menuCode: 'DEFAULT_SERVICE',
        jumpType: 1,
        subList: [
          { id: 4, name: '坐火车', menuCode: 'TRAIN_INQUIRY', jumpType: 1 },
          { id: 5, name: '景区直播', menuCode: 'PAGE', jumpType: 1, path: '/sc-live' },
        ],
      },
    ],
  })
  renderWithI18n(<DefaultServicePage />)
  await waitFor(() => expect(screen.getByText('景区直播')).toBeTruthy())
  // the hub's own train entry is not repeated
  expect(screen.queryByText('坐火车')).toBeNull()
  fireEvent.click(screen.getByText('景区直播'))
  expect(navigate).toHaveBeenCalledWith('/sc-live', 'push')
})

test('/xj-service and /gs-service show their own lists', () => {
  const { unmount } = renderWithI18n(<XjServicePage />)
  expect(screen.getByText('健康出行')).toBeTruthy()
  unmount()
  renderWithI18n(<GsServicePage />)
  expect(screen.getByText('车票查询')).toBeTruthy()
  // the report needs a login: a visitor without one goes to the login first
  fireEvent.click(screen.getByText('求助上报'))
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcall-upload')
})

test('/configure-service: the entries of the site’s menus', async () => {
  ;(get as jest.Mock).mockResolvedValue({
    code: 0,
    datas: [
      { id: 1, name: '景区', menuCode: 'SCENIC', jumpType: 1 },
      { id: 2, name: '找厕所', menuCode: 'TOILET', jumpType: 1 },
      {
        id: 3,
        name: '便民服务',
        menuCode: 'DEFAULT_SERVICE',
        jumpType: 1,
        subList: [{ id: 4, name: '坐火车', menuCode: 'TRAIN_INQUIRY', jumpType: 1 }],
      },
    ],
  })
  renderWithI18n(<ConfigureServicePage />)
  await waitFor(() => expect(screen.getByText('找厕所')).toBeTruthy())
  expect(screen.getByText('坐火车')).toBeTruthy()
  expect(screen.queryByText('景区')).toBeNull()
  fireEvent.click(screen.getByText('找厕所'))
  expect(navigate).toHaveBeenCalledWith('/service-map/CONTENT_TYPE_TOILET', 'push')
})

test('/default-service: every entry draws its own glyph, none repeated (no car for the bus, train and plane alike)', async () => {
  renderWithI18n(<DefaultServicePage />)
  await settle()
  const icons = Array.from(document.querySelectorAll('[data-testid^="hub-icon-"]')).map((el) => el.getAttribute('data-testid'))
  expect(icons).toHaveLength(document.querySelectorAll('.menu-grid__item').length)
  expect(new Set(icons).size).toBe(icons.length)
  expect(screen.getByTestId('index-menu-TRAIN_INQUIRY').querySelector('[data-testid="hub-icon-train"]')).toBeTruthy()
})
