/** /question-info/{id}: the shared answer rules before the call (required, at most n), the answers sent as JSON, then the results page. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get, post } from '@/services/request'
import QuestionInfoPage from '.'

jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ requirePhone: () => true, element: null }),
  useUserStore: (select: (s: { user: unknown }) => unknown) => select({ user: { phone: '13800000001' } }),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const survey = (over: object = {}) => ({
  id: 9,
  title: '成都游客满意度调查',
  cover: '',
  intro: '请告诉我们您的感受',
  startTime: '2026-03-01T00:00:00.000Z',
  endTime: '2026-04-01T00:00:00.000Z',
  state: 'underWay',
  questionNum: 3,
  answerNum: 200,
  answered: false,
  groups: [{ code: 'g', name: '组' }],
  questions: [
    {
      id: 'q1',
      type: 'single',
      title: '总体满意度',
      required: true,
      group: 'g',
      options: [
        { id: 'a', label: '满意' },
        { id: 'b', label: '一般' },
      ],
      maxChoices: 0,
    },
    {
      id: 'q2',
      type: 'multiple',
      title: '最需要改进的',
      required: false,
      group: 'g',
      options: [
        { id: 'a', label: '排队' },
        { id: 'b', label: '交通' },
        { id: 'c', label: '价格' },
      ],
      maxChoices: 2,
    },
    { id: 'q3', type: 'text', title: '建议', required: false, group: 'g', options: [], maxChoices: 0 },
  ],
  ...over,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '9' })
  getMock.mockResolvedValue({ code: 0, data: survey() })
})

test('required and at most two: refused before any call; then sent and the results shown', async () => {
  renderWithI18n(<QuestionInfoPage />)
  expect((await screen.findByTestId('question-title')).textContent).toContain('成都游客满意度调查')
  fireEvent.click(screen.getByTestId('question-submit'))
  await waitFor(() => expect(toasted()).toContain('请回答“总体满意度”'))
  fireEvent.click(screen.getByTestId('question-q1-a'))
  for (const o of ['a', 'b', 'c']) fireEvent.click(screen.getByTestId(`question-q2-${o}`))
  expect(screen.getByTestId('question-q2-c').getAttribute('aria-checked')).toBe('true')
  fireEvent.click(screen.getByTestId('question-submit'))
  await waitFor(() => expect(toasted()).toContain('“最需要改进的”最多选 2 项'))
  expect(postMock).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('question-q2-c'))
  postMock.mockResolvedValue({ code: 0, message: '提交成功，感谢您的参与！', data: { id: 1 } })
  fireEvent.click(screen.getByTestId('question-submit'))
  await waitFor(() => expect(postMock).toHaveBeenCalled())
  expect(postMock).toHaveBeenCalledWith(
    'res/api/questionnaire/submit',
    { id: 9, answers: JSON.stringify({ q1: ['a'], q2: ['a', 'b'] }) },
    { idempotent: true },
  )
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/naire-list/9', 'replace'))
})

test('already answered: said, with the results; no form', async () => {
  getMock.mockResolvedValue({ code: 0, data: survey({ answered: true }) })
  renderWithI18n(<QuestionInfoPage />)
  expect((await screen.findByTestId('question-closed')).textContent).toContain('您已参与过本次调查')
  expect(screen.queryByTestId('question-submit')).toBeNull()
  expect(screen.getByTestId('question-results')).toBeTruthy()
})

test('opened without an id: not found, never blank', async () => {
  mockPageParams.mockReturnValue({})
  renderWithI18n(<QuestionInfoPage />)
  expect(await screen.findByTestId('question-info-error')).toBeTruthy()
})
