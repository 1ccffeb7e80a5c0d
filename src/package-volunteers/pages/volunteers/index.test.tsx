/** /volunteers: my hours and teams; each team's tools follow my role (head: manage and publish; member: calendar only); not a volunteer: the way to register. */
import '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import VolunteersPage from '.'

const getMock = get as jest.Mock
const me = (patch: object) => ({
  code: 0,
  data: {
    volunteerStatus: 1,
    volunteerId: 3,
    realName: '王芳',
    skills: ['guide'],
    intro: '',
    serviceMinutes: 750,
    recordCount: 4,
    teams: [],
    ...patch,
  },
})

beforeEach(() => jest.clearAllMocks())

test('hours and roles decide the tools', async () => {
  getMock.mockResolvedValue(
    me({
      teams: [
        { teamId: 1, teamName: '成都博物馆志愿服务队', role: 'head', status: 'approved', permissions: [] },
        { teamId: 2, teamName: '杜甫草堂文化志愿者', role: 'member', status: 'approved', permissions: [] },
      ],
    }),
  )
  renderWithI18n(<VolunteersPage />)
  expect((await screen.findByTestId('volunteers-hours')).textContent).toContain('12.5')
  expect(screen.getByTestId('volunteers-manage-1')).toBeTruthy()
  expect(screen.getByTestId('volunteers-create-1')).toBeTruthy()
  expect(screen.getByTestId('volunteers-calendar-2')).toBeTruthy()
  expect(screen.queryByTestId('volunteers-manage-2')).toBeNull()
  expect(screen.queryByTestId('volunteers-create-2')).toBeNull()
})

test('not a volunteer: the registration', async () => {
  getMock.mockResolvedValue(me({ volunteerStatus: 0 }))
  renderWithI18n(<VolunteersPage />)
  expect(await screen.findByTestId('volunteers-register')).toBeTruthy()
})
