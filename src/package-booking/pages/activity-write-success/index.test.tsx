/** /activity-write-success: says whether the feedback waits for review; more activities from here. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import ActivityWriteSuccessPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({
  __esModule: true,
  default: ({ children, title }: { children: unknown; title: string }) => [<h1 key="t">{title}</h1>, children],
}))
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))

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
