/** /volunteer-calendar/{teamId}: yearMoth + teamId asked, days marked (sign-in open, schedules); the schedule form only for a role that keeps the calendar. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { siteDayOf } from '@/core/booking/site-time'
import VolunteerCalendarPage from '.'

jest.mock('@/features/account', () => ({ selectIsLoggedIn: () => true, useUserStore: (pick: (s: unknown) => unknown) => pick({}) }))

const getMock = get as jest.Mock
const today = siteDayOf(Date.now())
const month = today.slice(0, 7)
const day = (date: string, patch: object = {}) => ({
  date,
  activityCount: 0,
  openSignIn: false,
  scheduleManage: false,
  schedules: [],
  activities: [],
  ...patch,
})
const calendar = {
  code: 0,
  data: {
    dateInfo: [
      day(today, {
        activityCount: 1,
        openSignIn: true,
        scheduleManage: true,
        schedules: [{ id: 4, title: '新志愿者岗前培训', startTime: '14:00', endTime: '16:30' }],
        activities: [{ id: 9, name: '成都博物馆展厅讲解服务', startTime: new Date().toISOString(), endTime: new Date().toISOString() }],
      }),
    ],
  },
}
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

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ teamId: '3' })
})

test.each([
  ['instructor', true],
  ['member', false],
])('%s: marks and the day; schedule form %s', async (role, form) => {
  getMock.mockImplementation(async (url: string) => (url.endsWith('calendar') ? calendar : mine(role)))
  renderWithI18n(<VolunteerCalendarPage />)
  expect(await screen.findByTestId('calendar-schedule-4')).toBeTruthy()
  expect(getMock).toHaveBeenCalledWith('res/api/volunteerTeam/calendar', { yearMoth: month, teamId: '3' })
  expect(screen.getByTestId(`calendar-day-${today}`).textContent).toContain('签')
  expect(screen.getByTestId('calendar-activity-9')).toBeTruthy()
  await waitFor(() => expect(!!screen.queryByTestId('calendar-schedule-form')).toBe(form))
})

test('no team: says so', async () => {
  mockParams.mockReturnValue({})
  renderWithI18n(<VolunteerCalendarPage />)
  expect(await screen.findByTestId('volunteer-calendar-none')).toBeTruthy()
})
