/**
 * Heritage pages against mocked calls: the index offers the base lists only where the site rule
 * shows them; a successor's follow needs a login, then toggles with the spec's toasts and the
 * follower count ±1; /user-fans opens the successor by relationId; the follow call names.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { readStoredUser } from '@/features/account/shell'
import { usePageParams } from '../../kit/page-params'
import { navigate } from '../../services/navigate'
import { followApi, followCall, followToastKey, successorApi } from './api'
import { SuccessorDetailView } from './DetailViews'
import { HERITAGE_TILES, tilesFor } from './IndexView'

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  successorApi: { variant: 'a', list: jest.fn(), detail: jest.fn() },
  followApi: jest.fn(),
}))
jest.mock('@/features/account/shell', () => ({ ...jest.requireActual('@/features/account/shell'), readStoredUser: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/successor-desc/5' }))
jest.mock('../../kit/page-params', () => ({ ...jest.requireActual('../../kit/page-params'), usePageParams: jest.fn() }))
;(globalThis as any).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const successor = {
  id: 5,
  resourceType: 'CONTENT_TYPE_INTANGIBLE_SUCCESSOR',
  name: '孟德芝',
  sex: '2',
  birthYear: 1954,
  generation: 4,
  level: 'NATIONAL',
  projectId: 1,
  projectName: '蜀绣',
  summary: '国家级代表性传承人',
  cover: '',
  fansNum: 41,
  likeNum: 3,
  collectionNum: 1,
  intro: '自幼学绣。',
  works: ['《芙蓉鲤鱼》双面绣'],
  images: [],
  commentNum: 0,
  vipResourceStatus: { likeStatus: false, collectionStatus: false, focusStatus: false },
}

beforeEach(() => {
  jest.clearAllMocks()
  ;(usePageParams as jest.Mock).mockReturnValue({ id: '5' })
  ;(successorApi.list as jest.Mock).mockResolvedValue({ ok: true, data: { items: [], totalPage: 0 } })
  ;(successorApi.detail as jest.Mock).mockResolvedValue({ ok: true, data: successor })
})

test('the index tiles: every section on a city site, no base lists on a scenic-area site', () => {
  expect(tilesFor({ siteVersion: 'STANDARD' })).toHaveLength(HERITAGE_TILES.length)
  const scenic = tilesFor({ siteVersion: 'SCENERY' }).map((t) => t.key)
  expect(scenic).not.toContain('experienceList')
  expect(scenic).not.toContain('inheritanceList')
  expect(scenic).toContain('successorList')
})

test('follow calls focus when off and cancelFocus when on, with the spec toasts', () => {
  expect(followCall(false)).toBe('focus')
  expect(followCall(true)).toBe('cancelFocus')
  expect(followToastKey(true)).toBe('follow.thanks')
  expect(followToastKey(false)).toBe('follow.cancelled')
})

test('not logged in: follow sends to the login page and calls nothing', async () => {
  ;(readStoredUser as jest.Mock).mockReturnValue(null)
  renderWithI18n(<SuccessorDetailView />)
  fireEvent.click(await screen.findByTestId('heritage-follow'))
  expect(followApi).not.toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fsuccessor-desc%2F5')
})

test('logged in: follow +1 with "感谢您的关注", unfollow -1 with "取消成功", a refusal toasts the server message', async () => {
  ;(readStoredUser as jest.Mock).mockReturnValue({ userToken: 't', phone: '13800000000' })
  renderWithI18n(<SuccessorDetailView />)
  const button = await screen.findByTestId('heritage-follow')
  expect(screen.getByTestId('heritage-fans').textContent).toBe('41 位粉丝')
  expect(button.textContent).toBe('+ 关注')

  ;(followApi as jest.Mock).mockResolvedValueOnce({ ok: true, data: { status: true, count: 42 } })
  await act(async () => fireEvent.click(button))
  expect(followApi).toHaveBeenLastCalledWith(false, 5)
  expect(screen.getByTestId('heritage-fans').textContent).toBe('42 位粉丝')
  expect(screen.getByTestId('heritage-follow').textContent).toBe('已关注')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '感谢您的关注' }))

  // an answer without a count: ±1 from what was shown
  ;(followApi as jest.Mock).mockResolvedValueOnce({ ok: true, data: {} })
  await act(async () => fireEvent.click(screen.getByTestId('heritage-follow')))
  expect(followApi).toHaveBeenLastCalledWith(true, 5)
  expect(screen.getByTestId('heritage-fans').textContent).toBe('41 位粉丝')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '取消成功' }))

  ;(followApi as jest.Mock).mockResolvedValueOnce({ ok: false, code: 1, message: '操作太频繁' })
  await act(async () => fireEvent.click(screen.getByTestId('heritage-follow')))
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '操作太频繁' }))
  expect(screen.getByTestId('heritage-fans').textContent).toBe('41 位粉丝')
})

test('/user-fans?relationId= opens the successor of relationId', async () => {
  ;(usePageParams as jest.Mock).mockReturnValue({ relationId: '5' })
  renderWithI18n(<SuccessorDetailView />)
  expect((await screen.findByTestId('heritage-name')).textContent).toBe('孟德芝')
  expect(successorApi.detail).toHaveBeenCalledWith('5')
  expect(screen.getByTestId('heritage-successor-project').textContent).toContain('蜀绣')
})
