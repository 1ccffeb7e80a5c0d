/**
 * /vip-index: the daily check-in button says what it does in words (a bare "✓" gave a screen
 * reader and a first-time visitor nothing), and is gone once checked in today.
 */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { screen, waitFor } from '@testing-library/react'
import { get } from '@/services/request'
import { renderWithI18n } from '../../../../tests/setup/render'
import VipIndexPage from './index'

const getMock = get as jest.Mock
const vip = (checkedInToday: boolean) => ({ code: 0, data: { points: 120, levelName: '银卡会员', checkedInToday } })

beforeEach(() => mockPageParams.mockReturnValue({}))

test('not checked in today: a button labelled 每日签到', async () => {
  getMock.mockResolvedValue(vip(false))
  renderWithI18n(<VipIndexPage />)
  await waitFor(() => expect(screen.getByTestId('vip-check-in').textContent).toBe('每日签到'))
})

test('checked in today: no check-in button', async () => {
  getMock.mockResolvedValue(vip(true))
  renderWithI18n(<VipIndexPage />)
  await waitFor(() => expect(screen.getByTestId('vip-points').textContent).toContain('120'))
  expect(screen.queryByTestId('vip-check-in')).toBeNull()
})
