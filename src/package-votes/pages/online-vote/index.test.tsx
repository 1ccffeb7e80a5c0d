/** /online-vote: the campaigns with their state; a state tab asks for that state. */
import '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get } from '@/services/request'
import OnlineVotePage from '.'

const getMock = get as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue({
    code: 0,
    datas: [
      {
        id: 5,
        title: '最美成都文旅打卡地评选',
        cover: '',
        voteType: 'WORK',
        startTime: '2026-03-01T01:00:00.000Z',
        endTime: '2026-03-30T14:00:00.000Z',
        state: 'underWay',
        dailyLimit: 3,
        joinable: true,
        entryNum: 16,
        voteNum: 23000,
        organizer: '',
      },
    ],
    page: { total: 1, totalPage: 1 },
  })
})

test('a campaign card opens its detail; the over tab asks for state 3', async () => {
  renderWithI18n(<OnlineVotePage />)
  const card = await screen.findByTestId('vote-campaign-5')
  expect(card.textContent).toContain('进行中')
  expect(card.textContent).toContain('参赛 16')
  fireEvent.click(card)
  expect(navigate).toHaveBeenCalledWith('/vote-detail/5')
  fireEvent.click(screen.getByTestId('online-vote-tab-over'))
  await waitFor(() =>
    expect(getMock).toHaveBeenLastCalledWith('res/api/vote/list', expect.objectContaining({ state: 3 }), expect.anything()),
  )
})
