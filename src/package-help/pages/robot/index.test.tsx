/** /robot: the greeting with the first FAQ questions; an answer from the FAQ with its details link; the fallback with the hotline; the conversation kept. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import RobotPage from '.'

const getMock = get as jest.Mock
const contact = { name: '成都文旅云客服', phone: '028-86111155', note: '9:00-21:00' }
const pets = {
  id: 7,
  category: '宠物携带',
  question: '可以带宠物入园吗？',
  answer: '除导盲犬外，宠物不得进入景区。',
  keywords: ['宠物'],
  sort: 10,
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  getMock.mockImplementation((path: string, params: { question?: string }) => {
    if (path === 'config/api/faq/list') return Promise.resolve({ code: 0, datas: [pets], page: { total: 1, totalPage: 1 } })
    if (params.question?.includes('狗'))
      return Promise.resolve({
        code: 0,
        data: { matched: true, answer: pets, related: [{ id: 8, question: '有无障碍设施吗？' }], contact },
      })
    return Promise.resolve({ code: 0, data: { matched: false, answer: null, related: [], contact } })
  })
})

test('a question answered from the FAQ, then one that falls back to a person; both stay on screen', async () => {
  renderWithI18n(<RobotPage />)
  expect(await screen.findByTestId('robot-suggest-7')).toBeTruthy()
  typeInto('robot-input', '能带狗进去吗')
  fireEvent.click(screen.getByTestId('robot-send'))
  const answer = await screen.findByTestId('robot-answer')
  expect(answer.textContent).toContain('除导盲犬外，宠物不得进入景区。')
  expect(getMock).toHaveBeenCalledWith('config/api/robot/ask', { question: '能带狗进去吗' }, { loading: false })
  fireEvent.click(screen.getByTestId('robot-detail'))
  expect(navigate).toHaveBeenCalledWith('/problem-detail/7')

  typeInto('robot-input', '月亮圆不圆')
  fireEvent.click(screen.getByTestId('robot-send'))
  const fallback = await screen.findByTestId('robot-fallback')
  expect(fallback.textContent).toContain('抱歉，这个问题我暂时回答不了')
  expect(screen.getByTestId('robot-call').getAttribute('aria-label')).toBe('拨打人工客服 028-86111155')
  await waitFor(() => expect(screen.getAllByTestId('robot-question')).toHaveLength(2))
  expect(screen.getByTestId('robot-answer')).toBeTruthy()
})

test('a suggested question is asked with one tap', async () => {
  renderWithI18n(<RobotPage />)
  fireEvent.click(await screen.findByTestId('robot-suggest-7'))
  expect((await screen.findByTestId('robot-question')).textContent).toContain('可以带宠物入园吗？')
})
