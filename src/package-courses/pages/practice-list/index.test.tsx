/**
 * /practice-list/{courseId}/{type}: the course's paper of that type without answers; single choice
 * keeps one option, multiple choice toggles several; submit sends only the chosen options as JSON
 * and opens the resolution of the new record; a course without such a paper says so.
 */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import PracticeListPage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock

const paper = {
  id: 5,
  courseId: 3,
  courseName: '非遗蜀绣入门',
  type: 1,
  title: '非遗蜀绣入门 · 章节练习',
  questionCount: 2,
  totalScore: 20,
  passScore: 12,
  timeLimit: 0,
  intro: '',
  questions: [
    {
      id: 11,
      type: 'single',
      stem: '蜀绣与哪三种刺绣并称中国“四大名绣”？',
      options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: key })),
      score: 10,
    },
    { id: 12, type: 'multiple', stem: '川剧的声腔包括？', options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: key })), score: 10 },
  ],
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ courseId: '3', type: '1' })
})

function answerWith(list: unknown[]) {
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url.endsWith('/list') ? { code: 0, datas: list, page: { total: list.length, totalPage: 1 } } : { code: 0, data: paper },
    ),
  )
}

test('answer, submit, then the resolution of the record', async () => {
  answerWith([paper])
  postMock.mockResolvedValue({ code: 0, data: { id: 77, score: 10 } })
  renderWithI18n(<PracticeListPage />)
  expect((await screen.findByTestId('practice-title')).textContent).toBe('非遗蜀绣入门 · 章节练习')
  expect(getMock).toHaveBeenCalledWith('resExt/api/paper/list', expect.objectContaining({ courseId: '3', type: 1 }), expect.anything())
  fireEvent.click(screen.getByTestId('question-11-option-A'))
  fireEvent.click(screen.getByTestId('question-11-option-C'))
  fireEvent.click(screen.getByTestId('question-12-option-D'))
  fireEvent.click(screen.getByTestId('question-12-option-B'))
  expect(screen.getByTestId('question-11-option-C').getAttribute('aria-pressed')).toBe('true')
  expect(screen.getByTestId('question-11-option-A').getAttribute('aria-pressed')).toBe('false')
  expect(screen.getByTestId('practice-answered').textContent).toBe('已答 2/2')
  fireEvent.click(screen.getByTestId('practice-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/answer-resolution/77/1', 'replace'))
  const [url, body, extra] = postMock.mock.calls[0]
  expect(url).toBe('resExt/api/paper/submit')
  expect(extra).toEqual({ json: true })
  expect(body.answers).toEqual([
    { questionId: 11, answer: ['C'] },
    { questionId: 12, answer: ['B', 'D'] },
  ])
  expect(body).not.toHaveProperty('score')
})

test('nothing answered: refused before any call', async () => {
  answerWith([paper])
  renderWithI18n(<PracticeListPage />)
  fireEvent.click(await screen.findByTestId('practice-submit'))
  expect(postMock).not.toHaveBeenCalled()
})

test('a course without a mock exam says so', async () => {
  mockParams.mockReturnValue({ courseId: '3', type: '2' })
  answerWith([])
  renderWithI18n(<PracticeListPage />)
  expect((await screen.findByTestId('practice-empty')).textContent).toContain('本课程暂无模拟考试')
})

test('opened bare: the empty state, no call', async () => {
  mockParams.mockReturnValue({})
  renderWithI18n(<PracticeListPage />)
  expect(await screen.findByTestId('practice-empty')).toBeTruthy()
  expect(getMock).not.toHaveBeenCalled()
})
