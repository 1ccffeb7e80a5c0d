/** /naire-list/{id}[/{groupCode}]: per question a bar per option with its count and percent as text (and as the bar's accessible name). */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import NaireListPage from '.'

const getMock = get as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '9', groupCode: 'basic' })
  getMock.mockResolvedValue({
    code: 0,
    data: {
      id: 9,
      title: '成都游客满意度调查',
      answerNum: 200,
      groups: [
        { code: 'basic', name: '基本信息' },
        { code: 'advice', name: '意见建议' },
      ],
      groupCode: 'basic',
      questions: [
        {
          id: 'q1',
          type: 'single',
          title: '总体满意度',
          group: 'basic',
          respondents: 200,
          options: [
            { id: 'a', label: '满意', count: 150, percent: 75 },
            { id: 'b', label: '一般', count: 50, percent: 25 },
          ],
          texts: [],
        },
        { id: 'q2', type: 'text', title: '建议', group: 'basic', respondents: 2, options: [], texts: ['多一些英文标识'] },
      ],
    },
  })
})

test('bars with their figures, the group asked for, text answers listed', async () => {
  renderWithI18n(<NaireListPage />)
  expect((await screen.findByTestId('naire-total')).textContent).toContain('共 200 人参与')
  expect(getMock).toHaveBeenCalledWith('res/api/questionnaire/result', { id: '9', groupCode: 'basic' })
  const bar = screen.getByTestId('result-q1-a')
  expect(bar.textContent).toContain('满意')
  expect(bar.textContent).toContain('150 · 75%')
  expect(bar.getAttribute('aria-label')).toBe('满意：150 票，75%')
  expect((bar.querySelector('.votes-chart__bar') as HTMLElement).style.width).toBe('75%')
  expect(screen.getByTestId('result-q2').textContent).toContain('多一些英文标识')
  expect(screen.getByTestId('naire-group-basic')).toBeTruthy()
})
