/** /vote-join/{voteId}[/{proId}]: the entry rules before the call, the entry sent with its pictures; editing loads the entry; a closed campaign says so. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import VoteJoinPage from '.'

jest.mock('@/features/account', () => ({ useAccountGate: () => ({ requirePhone: () => true, element: null }) }))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const campaign = (over: object = {}) => ({ id: 5, title: '最美成都文旅打卡地评选', state: 'underWay', joinable: true, ...over })
const picture = 'http://cd-city.localhost/api/file/get/cd-city/vote/202603/a.jpg'

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ voteId: '5' })
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'res/api/vote/detail'
        ? { code: 0, data: campaign() }
        : { code: 0, data: { id: 40, voteId: 5, title: '锦江夜色', description: '九眼桥', pictures: [picture] } },
    ),
  )
})

test('a new entry: title first, then a picture; nothing sent before the rules pass', async () => {
  renderWithI18n(<VoteJoinPage />)
  fireEvent.click(await screen.findByTestId('vote-join-submit'))
  await waitFor(() => expect(toasted()).toContain('请输入作品名称'))
  typeInto('vote-join-title', '锦江夜色')
  // typeInto takes an <input>: a Taro Textarea's own <textarea> gets the event (its host until it has hydrated)
  const description = screen.getByTestId('vote-join-description')
  fireEvent.input(description.querySelector('textarea') ?? description, { target: { value: '九眼桥的夜晚' } })
  fireEvent.click(screen.getByTestId('vote-join-submit'))
  await waitFor(() => expect(toasted()).toContain('请至少上传一张作品图片'))
  expect(postMock).not.toHaveBeenCalled()
})

test('editing: the entry is loaded and saved with its id and pictures', async () => {
  mockPageParams.mockReturnValue({ voteId: '5', proId: '40' })
  postMock.mockResolvedValue({ code: 0, message: '提交成功', data: { id: 40 } })
  renderWithI18n(<VoteJoinPage />)
  await waitFor(() => expect(screen.getByTestId('vote-join-pictures').querySelectorAll('img').length).toBe(1))
  fireEvent.click(screen.getByTestId('vote-join-submit'))
  await waitFor(() => expect(postMock).toHaveBeenCalled())
  expect(postMock).toHaveBeenCalledWith(
    'res/api/voteProduction/save',
    {
      voteId: '5',
      id: '40',
      title: '锦江夜色',
      description: '九眼桥',
      pictures: picture,
    },
    { idempotent: true },
  )
})

test('a campaign that takes no entries says so; no form', async () => {
  getMock.mockResolvedValue({ code: 0, data: campaign({ joinable: false }) })
  renderWithI18n(<VoteJoinPage />)
  expect((await screen.findByTestId('vote-join-closed')).textContent).toContain('本活动不接受报名')
  expect(screen.queryByTestId('vote-join-submit')).toBeNull()
})

test('opened bare: not found, never blank', () => {
  mockPageParams.mockReturnValue({})
  renderWithI18n(<VoteJoinPage />)
  expect(screen.getByTestId('vote-join-none')).toBeTruthy()
})
