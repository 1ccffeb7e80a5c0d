/**
 * /memorial-hall/{id}: the hall, its offering buttons with today's state ("已献花" after an offering,
 * counts moved), a second candle refused with the server's words, the calls on the worship base;
 * messages shown as text (markup as characters), a held one marked for its author; a moderator
 * publishes a held one and the list reloads.
 */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import MemorialHallPage from '.'

const mockRequirePhone = jest.fn(() => true)
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ requirePhone: mockRequirePhone, element: null }),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const hall = {
  id: 7,
  name: '5·12汶川特大地震遇难同胞纪念',
  cover: '/api/demo/pictures/mountain-20.svg',
  summary: '2008.5.12 14:28 · 缅怀遇难同胞',
  place: '网上纪念馆',
  flowerNum: 86000,
  candleNum: 52400,
  todayFlowers: 326,
  todayCandles: 214,
  messageNum: 2,
  intro: '2008年5月12日14时28分',
  offeredToday: { FLOWER: true, CANDLE: false },
}
const messages = [
  {
    id: 1,
    content: '<img src=x onerror=alert(1)>',
    nickName: '平安是福',
    headImg: '',
    createTime: '2026-05-12T01:00:00.000Z',
    isMine: false,
    state: 'published',
    canReview: false,
  },
  {
    id: 2,
    content: '愿逝者安息',
    nickName: '张三',
    headImg: '',
    createTime: '2026-05-12T02:00:00.000Z',
    isMine: true,
    state: 'pending',
    canReview: false,
  },
]

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '7' })
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'rest/memorial/hall/detail' ? { code: 0, data: hall } : { code: 0, datas: messages, page: { total: 2, totalPage: 1 } },
    ),
  )
})

test('offering buttons: done today reads 已献花; a candle lit moves the counts, a second one is refused with the server words', async () => {
  renderWithI18n(<MemorialHallPage />)
  const flower = await screen.findByTestId('memorial-offer-FLOWER')
  expect(flower.textContent).toBe('已献花')
  expect(flower.getAttribute('data-done')).toBe('true')
  const candle = screen.getByTestId('memorial-offer-CANDLE')
  expect(candle.textContent).toBe('点烛')
  expect(screen.getByTestId('memorial-today').textContent).toBe('今日献花 326 · 点烛 214')

  postMock.mockResolvedValueOnce({
    code: 0,
    data: { hallId: 7, kind: 'CANDLE', total: 52401, today: 215 },
    message: '蜡烛已点亮，寄托哀思',
  })
  fireEvent.click(candle)
  await waitFor(() => expect(screen.getByTestId('memorial-offer-CANDLE').textContent).toBe('已点烛'))
  expect(postMock).toHaveBeenCalledWith('rest/memorial/offering', { hallId: 7, kind: 'CANDLE' }, { base: 'worship', idempotent: true })
  expect(screen.getByTestId('memorial-today').textContent).toBe('今日献花 326 · 点烛 215')
  expect(screen.getByTestId('memorial-totals').textContent).toBe('累计献花 86000 · 点烛 52401')
  expect(toasted()).toContain('蜡烛已点亮，寄托哀思')

  const refusal = '今天已为5·12汶川特大地震遇难同胞纪念点过蜡烛，明天再来吧'
  postMock.mockResolvedValueOnce({ code: 400, message: refusal })
  fireEvent.click(screen.getByTestId('memorial-offer-CANDLE'))
  await waitFor(() => expect(toasted()).toContain(refusal))
  expect(screen.getByTestId('memorial-offer-CANDLE').textContent).toBe('已点烛')
})

test('not logged in: the gate, no call', async () => {
  mockRequirePhone.mockReturnValueOnce(false)
  renderWithI18n(<MemorialHallPage />)
  fireEvent.click(await screen.findByTestId('memorial-offer-CANDLE'))
  expect(postMock).not.toHaveBeenCalled()
})

test('messages as text; the author sees a held one marked; an empty message refused before any call', async () => {
  renderWithI18n(<MemorialHallPage />)
  expect((await screen.findByTestId('memorial-message-1')).textContent).toContain('<img src=x onerror=alert(1)>')
  expect(document.querySelector('img[src="x"]')).toBeNull()
  expect(screen.getByTestId('memorial-message-pending').textContent).toBe('审核中，仅自己可见')
  fireEvent.click(screen.getByTestId('memorial-message-submit'))
  await waitFor(() => expect(toasted()).toContain('请写下您的寄语'))
  expect(postMock).not.toHaveBeenCalled()
})

test('a moderator sees a held message with publish and do-not-publish; publishing says so and reloads the list', async () => {
  const held = { ...messages[1], id: 3, isMine: false, canReview: true, content: '加微信领纪念品' }
  let reviewed = false
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'rest/memorial/hall/detail'
        ? { code: 0, data: hall }
        : {
            code: 0,
            datas: reviewed ? [messages[0], { ...held, state: 'published', canReview: false }] : [messages[0], held],
            page: { total: 2, totalPage: 1 },
          },
    ),
  )
  renderWithI18n(<MemorialHallPage />)
  expect((await screen.findByTestId('memorial-message-3')).textContent).toContain('待审核：含敏感词')
  expect(screen.getByTestId('memorial-review-reject-3').textContent).toBe('不予发布')
  postMock.mockImplementationOnce(() => {
    reviewed = true
    return Promise.resolve({ code: 0, data: { id: 3, state: 'published' }, message: '寄语已发布' })
  })
  fireEvent.click(screen.getByTestId('memorial-review-publish-3'))
  await waitFor(() => expect(toasted()).toContain('寄语已发布'))
  expect(postMock).toHaveBeenCalledWith('rest/memorial/message/review', { id: 3, decision: 'publish' }, { base: 'worship' })
  await waitFor(() => expect(screen.queryByTestId('memorial-review-publish-3')).toBeNull())
  expect(screen.getByTestId('memorial-message-3').textContent).not.toContain('待审核')
})
