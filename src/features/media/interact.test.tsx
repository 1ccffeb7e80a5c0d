/** Stream-media likes toast the spec's words (rules-and-contract 7: "Thanks for your praise", "Cancellation succeeded"). */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { streamMediaApi } from './api'
import { LikeButton } from './interact'

jest.mock('./api', () => ({ streamMediaApi: { like: jest.fn() }, mediaCommentsApi: {} }))
const like = streamMediaApi.like as jest.Mock

test('a like toasts thanks for the praise, taking it back toasts cancellation succeeded, and the count follows the server', async () => {
  const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve() as never)
  like
    .mockResolvedValueOnce({ ok: true, data: { status: true, count: 8 } })
    .mockResolvedValueOnce({ ok: true, data: { status: false, count: 7 } })
  renderWithI18n(<LikeButton item={{ id: 3, likeNum: 7 }} />)
  fireEvent.click(screen.getByTestId('media-like'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '感谢您的点赞' })))
  expect(screen.getByTestId('media-like').textContent).toContain('8')
  fireEvent.click(screen.getByTestId('media-like'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '取消成功' })))
  expect(screen.getByTestId('media-like').textContent).toContain('7')
  expect(like.mock.calls).toEqual([[3], [3]])
  showToast.mockRestore()
})
