/** /answer-resolution/{recordId}/{type}: the score and pass, each question right or wrong with the correct answer and its explanation. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import AnswerResolutionPage from '.'

const getMock = get as jest.Mock
const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项${key}` }))

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ recordId: '77', type: '1' })
})

test('score, verdicts, correct answers and explanations', async () => {
  getMock.mockResolvedValue({
    code: 0,
    data: {
      id: 77,
      paperId: 5,
      paperTitle: '非遗蜀绣入门 · 章节练习',
      courseId: 3,
      type: 1,
      score: 10,
      totalScore: 20,
      rightCount: 1,
      questionCount: 2,
      passed: false,
      duration: 75,
      createTime: '2026-03-05T02:00:00.000Z',
      questions: [
        {
          id: 11,
          type: 'single',
          stem: '四大名绣',
          options,
          score: 10,
          answer: ['A'],
          correctAnswer: ['A'],
          right: true,
          analysis: '苏湘粤蜀',
        },
        {
          id: 12,
          type: 'multiple',
          stem: '川剧声腔',
          options,
          score: 10,
          answer: [],
          correctAnswer: ['A', 'B', 'C', 'D'],
          right: false,
          analysis: '五种声腔',
        },
      ],
    },
  })
  renderWithI18n(<AnswerResolutionPage />)
  expect((await screen.findByTestId('resolution-score')).textContent).toContain('10 分')
  expect(getMock).toHaveBeenCalledWith('resExt/api/paper/resolution', { recordId: '77' }, expect.anything())
  expect(screen.getByTestId('resolution-passed').textContent).toBe('未及格')
  expect(screen.getByTestId('question-11-verdict').textContent).toBe('回答正确')
  expect(screen.getByTestId('question-12-verdict').textContent).toBe('回答错误')
  expect(screen.getByTestId('question-12-correct').textContent).toBe('正确答案：ABCD')
  expect(screen.getByTestId('question-12').textContent).toContain('你的答案：未作答')
  expect(screen.getByTestId('question-12').textContent).toContain('解析：五种声腔')
  fireEvent.click(screen.getByTestId('resolution-again'))
  expect(navigate).toHaveBeenCalledWith('/practice-list/3/1')
})

test('another person’s record: not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '答题记录不存在' })
  renderWithI18n(<AnswerResolutionPage />)
  expect((await screen.findByText('答题记录不存在')).textContent).toBe('答题记录不存在')
})
