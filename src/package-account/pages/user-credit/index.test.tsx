/**
 * /user-credit pages its missed appointments: near the bottom the next page loads (before the kit
 * the list was never wired to the page's reach-bottom, so page 2 never came).
 */
import { act, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { noShowApi } from '@/features/account'
import UserCreditPage from '.'

const mockReachBottom: Array<() => void> = []
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useReachBottom: (fn: () => void) => mockReachBottom.push(fn),
}))
// the inner module, not the feature's face: mocking the face would cut its import cycle through PageShell
jest.mock('../../../features/account/resources', () => ({ noShowApi: { variant: 'a', list: jest.fn() } }))
const list = noShowApi.list as jest.Mock
const noShow = (id: number) => ({ id, occurredAt: '2026-01-0' + id, orderCode: `O${id}`, resourceName: `场馆${id}` })

test('scrolling near the bottom loads page 2 of the missed appointments, then shows "no more"', async () => {
  list
    .mockResolvedValueOnce({ ok: true, data: { items: [noShow(1)], totalPage: 2 } })
    .mockResolvedValueOnce({ ok: true, data: { items: [noShow(2)], totalPage: 2 } })
  renderWithI18n(<UserCreditPage />)
  await screen.findByText('场馆1')
  expect(list).toHaveBeenCalledWith({}, { page: 1, pageSize: 10 })
  await act(async () => mockReachBottom.at(-1)?.())
  await screen.findByText('场馆2')
  expect(list).toHaveBeenLastCalledWith({}, { page: 2, pageSize: 10 })
  await waitFor(() => expect(screen.getByTestId('list-no-more')).toBeTruthy())
})
