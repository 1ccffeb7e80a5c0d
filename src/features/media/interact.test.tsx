/**
 * Stream-media likes toast the spec's words (rules-and-contract 7: "Thanks for your praise", "Cancellation
 * succeeded"); the comment box follows the comment rules of every box (required, the list screens' words)
 * and says when a comment waits for review.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../tests/setup/render'
import { streamMediaApi } from './api'
import { LikeButton, MediaComments } from './interact'

jest.mock('./api', () => ({
  streamMediaApi: { like: jest.fn(), saveComment: jest.fn() },
  mediaCommentsApi: { list: jest.fn(() => Promise.resolve({ ok: true, data: { items: [], totalPage: 0 } })) },
}))
const like = streamMediaApi.like as jest.Mock
const saveComment = streamMediaApi.saveComment as jest.Mock

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

test('a blank comment is refused with the list screens’ words and sent nowhere; a held one says it waits for review', async () => {
  const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve() as never)
  renderWithI18n(<MediaComments mediaId={5} />)
  fireEvent.click(screen.getByTestId('media-comment-send'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请输入评论' })))
  expect(saveComment).not.toHaveBeenCalled()

  saveComment.mockResolvedValueOnce({
    ok: true,
    data: { id: 1, content: '加微信', nickName: '', headImg: '', createTime: '', state: 'pending' },
  })
  typeInto('media-comment-input', '  加微信  ')
  fireEvent.click(screen.getByTestId('media-comment-send'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '评论已提交，审核通过后展示' })))
  expect(saveComment).toHaveBeenCalledWith(5, '加微信')
  showToast.mockRestore()
})
