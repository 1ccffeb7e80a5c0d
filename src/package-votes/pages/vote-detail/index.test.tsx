/** /vote-detail/{id}: the campaign and its entries; a vote updates the count and the votes left; a refusal is toasted with the server's words. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import VoteDetailPage from '.'

const mockRequirePhone = jest.fn(() => true)
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ requirePhone: mockRequirePhone, element: null }),
  useUserStore: (select: (s: { user: unknown }) => unknown) => select({ user: { phone: '13800000001' } }),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const campaign = {
  id: 5,
  title: '最美成都文旅打卡地评选',
  cover: '/api/demo/pictures/skyline-1.svg',
  voteType: 'WORK',
  startTime: '2026-03-01T01:00:00.000Z',
  endTime: '2026-03-30T14:00:00.000Z',
  state: 'underWay',
  dailyLimit: 3,
  joinable: true,
  entryNum: 2,
  voteNum: 120,
  organizer: '成都市文化广电旅游局',
  intro: '寻找最美打卡地',
  rules: '每位用户每天最多可投 3 票',
  usedToday: 0,
}
const entry = (id: number, over: object = {}) => ({
  id,
  voteId: 5,
  number: id,
  title: id === 1 ? '宽窄巷子' : '锦里古街',
  cover: '/api/demo/pictures/oldstreet-1.svg',
  voteNum: 60,
  rank: 1,
  votedToday: false,
  mine: false,
  ...over,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '5' })
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'res/api/vote/detail'
        ? { code: 0, data: campaign }
        : { code: 0, datas: [entry(1), entry(2)], page: { total: 2, totalPage: 1 } },
    ),
  )
})

test('the campaign, its rules and entries; a vote moves the count and the votes left', async () => {
  renderWithI18n(<VoteDetailPage />)
  expect((await screen.findByTestId('vote-title')).textContent).toContain('最美成都文旅打卡地评选')
  expect(screen.getByTestId('vote-rules').textContent).toContain('每位用户每天最多可投 3 票')
  expect(screen.getByTestId('vote-limit').textContent).toContain('每人每天可投 3 票，今日已投 0 票')
  expect((await screen.findByTestId('vote-count-1')).textContent).toContain('60 票')
  postMock.mockResolvedValue({
    code: 0,
    message: '投票成功，今日还可投 2 票',
    data: { entryId: 1, voteNum: 61, usedToday: 1, dailyLimit: 3 },
  })
  fireEvent.click(screen.getByTestId('vote-button-1'))
  await waitFor(() => expect(screen.getByTestId('vote-count-1').textContent).toContain('61 票'))
  expect(postMock).toHaveBeenCalledWith('res/api/vote/vote', { id: 1 }, { idempotent: true })
  expect(toasted()).toContain('投票成功，今日还可投 2 票')
  expect(screen.getByTestId('vote-button-1').textContent).toContain('今日已投')
  expect(screen.getByTestId('vote-limit').textContent).toContain('今日已投 1 票')
  expect(screen.getByTestId('vote-total').textContent).toContain('总票数 121')
})

test('a refused vote: the server message, the count unchanged', async () => {
  renderWithI18n(<VoteDetailPage />)
  await screen.findByTestId('vote-count-2')
  postMock.mockResolvedValue({ code: 400, message: '今天已为该作品投过票，明天再来吧' })
  fireEvent.click(screen.getByTestId('vote-button-2'))
  await waitFor(() => expect(toasted()).toContain('今天已为该作品投过票，明天再来吧'))
  expect(screen.getByTestId('vote-count-2').textContent).toContain('60 票')
})

test('without a bound phone the gate shows and nothing is sent', async () => {
  mockRequirePhone.mockReturnValueOnce(false)
  renderWithI18n(<VoteDetailPage />)
  fireEvent.click(await screen.findByTestId('vote-button-1'))
  await waitFor(() => expect(mockRequirePhone).toHaveBeenCalled())
  expect(postMock).not.toHaveBeenCalled()
})
