/** /volunteer-service: the registration rules before the call, the call, then volunteerStatus 1 in the stored user; a volunteer sees the way home. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { updateStoredUser } from '@/features/account'
import VolunteerServicePage from '.'

jest.mock('@/features/account', () => ({ updateStoredUser: jest.fn() }))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)
const mine = (volunteerStatus: number) => ({
  code: 0,
  data: { volunteerStatus, volunteerId: 0, realName: '', skills: [], intro: '', serviceMinutes: 0, recordCount: 0, teams: [] },
})
function type(id: string, value: string) {
  const host = screen.getByTestId(id)
  const input = host.tagName === 'INPUT' ? host : host.querySelector('input') || host
  fireEvent.input(input, { target: { value } })
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({})
})

test('each rule in its words, then the registration and volunteerStatus 1', async () => {
  getMock.mockResolvedValue(mine(0))
  renderWithI18n(<VolunteerServicePage />)
  await screen.findByTestId('vol-register-submit')
  fireEvent.click(screen.getByTestId('vol-register-submit'))
  await waitFor(() => expect(toasted()).toContain('请填写真实姓名'))
  type('vol-register-name', '李晓雨')
  type('vol-register-idcard', '110105194912310021')
  fireEvent.click(screen.getByTestId('vol-register-submit'))
  await waitFor(() => expect(toasted()).toContain('请填写正确的身份证号'))
  type('vol-register-idcard', '11010519491231002X')
  fireEvent.click(screen.getByTestId('vol-register-submit'))
  await waitFor(() => expect(toasted()).toContain('请选择1至5项服务技能'))
  expect(postMock).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('vol-register-skill-guide'))
  postMock.mockResolvedValue({ code: 0, message: '注册成功，欢迎加入志愿者大家庭', data: { volunteerStatus: 1, volunteerId: 9 } })
  fireEvent.click(screen.getByTestId('vol-register-submit'))
  await waitFor(() =>
    expect(postMock).toHaveBeenCalledWith('res/api/volunteer/register', {
      realName: '李晓雨',
      idCard: '11010519491231002X',
      skills: 'guide',
      intro: '',
    }),
  )
  await waitFor(() => expect(updateStoredUser).toHaveBeenCalledWith({ volunteerStatus: 1 }))
  expect(toasted()).toContain('注册成功，欢迎加入志愿者大家庭')
})

test('already a volunteer: no form, the way to /volunteers', async () => {
  getMock.mockResolvedValue(mine(1))
  renderWithI18n(<VolunteerServicePage />)
  expect(await screen.findByTestId('volunteer-service-already')).toBeTruthy()
  expect(screen.queryByTestId('vol-register-submit')).toBeNull()
})
