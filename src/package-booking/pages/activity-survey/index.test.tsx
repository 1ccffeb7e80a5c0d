/** /activity-survey?activityId=: the rules before the call (every score, a recommendation), then the answer sent; the server's refusal toasted. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityDetail } from '../../../../tests/fixtures/activities'
import { get, post } from '@/services/request'
import Taro from '@tarojs/taro'
import ActivitySurveyPage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

function rate(field: string, stars: number) {
  const host = screen.getByTestId(`survey-${field}`)
  const items = host.querySelectorAll('.nut-rate-item')
  fireEvent.click(items[stars - 1])
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ activityId: '7' })
  getMock.mockResolvedValue({ code: 0, data: activityDetail({ state: 'ended' }) })
})

test('nothing chosen: the score rule, no call; all chosen: the answer goes with its fields', async () => {
  renderWithI18n(<ActivitySurveyPage />)
  expect(await screen.findByText('成都博物馆亲子研学')).toBeTruthy()
  fireEvent.click(screen.getByTestId('survey-submit'))
  await waitFor(() => expect(toasted()).toContain('请为每一项打分（1-5 星）'))
  rate('satisfaction', 5)
  rate('content', 4)
  rate('organisation', 3)
  fireEvent.click(screen.getByTestId('survey-submit'))
  await waitFor(() => expect(toasted()).toContain('请选择是否愿意推荐'))
  expect(postMock).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('survey-recommend-yes'))
  postMock.mockResolvedValue({ code: 0, message: '感谢您的反馈！', data: { id: 1 } })
  fireEvent.click(screen.getByTestId('survey-submit'))
  await waitFor(() => expect(postMock).toHaveBeenCalled())
  expect(postMock).toHaveBeenCalledWith('res/api/activity/saveSurvey', {
    activityId: '7',
    satisfaction: 5,
    content: 4,
    organisation: 3,
    recommend: 1,
    suggestion: '',
  })
  await waitFor(() => expect(toasted()).toContain('感谢您的反馈！'))
})

test('answered before: the server’s words', async () => {
  renderWithI18n(<ActivitySurveyPage />)
  await screen.findByText('成都博物馆亲子研学')
  for (const f of ['satisfaction', 'content', 'organisation']) rate(f, 4)
  fireEvent.click(screen.getByTestId('survey-recommend-no'))
  postMock.mockResolvedValue({ code: 400, message: '您已提交过该活动的问卷' })
  fireEvent.click(screen.getByTestId('survey-submit'))
  await waitFor(() => expect(toasted()).toContain('您已提交过该活动的问卷'))
})

test('without an activity: says where to open it', () => {
  mockParams.mockReturnValue({})
  renderWithI18n(<ActivitySurveyPage />)
  expect(screen.getByTestId('activity-survey-none')).toBeTruthy()
})
