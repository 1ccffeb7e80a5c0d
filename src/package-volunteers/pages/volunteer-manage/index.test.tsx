/** /volunteer-manage/{teamId}: the tabs follow the role (manager: join requests, supplementary records, members; association member: members only); approving a join request calls auditJoin. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import VolunteerManagePage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const mine = (role: string) => ({
  code: 0,
  data: {
    volunteerStatus: 1,
    volunteerId: 1,
    realName: '',
    skills: [],
    intro: '',
    serviceMinutes: 0,
    recordCount: 0,
    teams: [{ teamId: 3, teamName: '成都博物馆志愿服务队', role, status: 'approved', permissions: [] }],
  },
})
const pending = {
  code: 0,
  datas: [
    { memberId: 21, userId: 5, volunteerId: 8, name: '黄思远', role: 'member', status: 'pending', reason: '文博专业学生', createTime: '' },
  ],
  page: { total: 1, totalPage: 1 },
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ teamId: '3' })
})

test('manager: three tabs; approving a join request', async () => {
  getMock.mockImplementation(async (url: string) => (url.endsWith('mine') ? mine('manager') : pending))
  renderWithI18n(<VolunteerManagePage />)
  expect(await screen.findByTestId('manage-join-21')).toBeTruthy()
  expect(screen.getByText('入队申请')).toBeTruthy()
  expect(screen.getByText('补录审核')).toBeTruthy()
  postMock.mockResolvedValue({ code: 0, message: '审核完成', data: {} })
  fireEvent.click(screen.getByTestId('manage-join-approve-21'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('res/api/volunteerTeam/auditJoin', { memberId: 21, auditStatus: 1 }))
})

test('association member: members only, no reviews', async () => {
  getMock.mockImplementation(async (url: string) =>
    url.endsWith('mine') ? mine('association') : { ...pending, datas: [{ ...pending.datas[0], status: 'approved' }] },
  )
  renderWithI18n(<VolunteerManagePage />)
  expect(await screen.findByTestId('manage-member-21')).toBeTruthy()
  expect(screen.queryByText('入队申请')).toBeNull()
  expect(screen.queryByTestId('manage-role-21-manager')).toBeNull()
})

test('plain member: not allowed', async () => {
  getMock.mockImplementation(async () => mine('member'))
  renderWithI18n(<VolunteerManagePage />)
  expect(await screen.findByTestId('manage-not-allowed')).toBeTruthy()
})
