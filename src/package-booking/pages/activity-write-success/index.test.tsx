/** /activity-write-success: says whether the feedback waits for review; more activities from here. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import ActivityWriteSuccessPage from '.'

test.each([
  ['pending', true],
  ['published', false],
])('state %s', async (state, pending) => {
  mockParams.mockReturnValue({ state })
  renderWithI18n(<ActivityWriteSuccessPage />)
  expect(screen.getByRole('heading', { name: '评价成功' })).toBeTruthy()
  expect(!!screen.queryByText(/审核/)).toBe(pending)
  fireEvent.click(screen.getByTestId('activity-write-more'))
  expect(navigate).toHaveBeenLastCalledWith('/activity-home', 'replace')
})
