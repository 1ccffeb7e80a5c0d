/**
 * The comments area against a mocked API: the writer applies the spec's rules before any call
 * (exact messages, the 11th expression refused), keeps a half-written comment on the device,
 * sends expressions and tags and clears after the server's message; stored markup renders as
 * text; the block shows the average, tag counts, first comments and its empty state.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { toast } from '../../kit/toast'
import { commentApi } from './api'
import { CommentBlock } from './components/CommentBlock'
import { CommentRow } from './components/CommentRow'
import { CommentWriter } from './components/CommentWriter'
import { readDraft } from './draft'
import type { CommentItem } from '../../core/comments/contract'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('../../kit/toast', () => ({ toast: jest.fn(), toastFailure: jest.fn() }))
jest.mock('./write-gate', () => ({ useWriteGate: () => ({ mayWrite: () => true, element: null }) }))
jest.mock('./api', () => ({
  commentApi: {
    variant: 'a',
    list: jest.fn(),
    write: jest.fn(),
    stars: jest.fn(),
    tagCounts: jest.fn(),
    remove: jest.fn(),
    report: jest.fn(),
  },
  replyApi: { list: jest.fn(), reply: jest.fn() },
}))
const api = commentApi as unknown as Record<'list' | 'write' | 'stars' | 'tagCounts', jest.Mock>
const toastMock = toast as jest.Mock

const NEWS = { resourceType: 'CONTENT_TYPE_NEWS', resourceId: 7 }
const SCENIC = { resourceType: 'CONTENT_TYPE_SCENERY', resourceId: 3 }

const comment = (id: number, content: string, extra: Partial<CommentItem> = {}): CommentItem => ({
  id,
  content,
  emoticonsIds: [],
  tags: [],
  images: [],
  video: '',
  star: 0,
  nickName: '成都小林',
  headImg: '',
  createTime: '2026-11-20T08:00:00.000Z',
  replyNum: 0,
  isMine: false,
  state: 'published',
  ...extra,
})

function type(value: string) {
  const host = screen.getByTestId('comment-text')
  const input = host.tagName === 'TEXTAREA' ? host : host.querySelector('textarea') || host
  fireEvent.input(input, { target: { value } })
}

beforeEach(() => {
  localStorage.clear()
  jest.clearAllMocks()
})

test('refuses an empty comment with the spec message, the list screens with theirs, before any call', async () => {
  renderWithI18n(<CommentWriter target={NEWS} />)
  fireEvent.click(screen.getByTestId('comment-submit'))
  expect(toastMock).toHaveBeenLastCalledWith('请输入评论内容！')
  expect(api.write).not.toHaveBeenCalled()
})

test('the 11th expression is refused with "一次最多10个表情"', async () => {
  renderWithI18n(<CommentWriter target={NEWS} />)
  for (let i = 0; i < 11; i++) fireEvent.click(screen.getByTestId('comment-emoticon-cheer'))
  expect(toastMock).toHaveBeenCalledWith('一次最多10个表情')
  expect(readDraft(NEWS).content).toBe('🙌'.repeat(10))
})

test('keeps a half-written comment on the device and shows it again', async () => {
  const first = renderWithI18n(<CommentWriter target={SCENIC} />)
  type('风景很好')
  fireEvent.click(screen.getByTestId('comment-star-4'))
  fireEvent.click(screen.getByTestId('comment-tag-scenery'))
  first.unmount()
  renderWithI18n(<CommentWriter target={SCENIC} />)
  expect(readDraft(SCENIC)).toMatchObject({ content: '风景很好', star: 4, tags: ['scenery'] })
  expect(screen.getByTestId('comment-star-4').getAttribute('aria-pressed')).toBe('true')
})

test('sends the text with its expressions and tags, toasts the server message and clears', async () => {
  api.write.mockResolvedValue({ ok: true, data: { id: 9, state: 'published' }, message: '评论成功' })
  const onSent = jest.fn()
  renderWithI18n(<CommentWriter target={SCENIC} onSent={onSent} />)
  type('好玩')
  fireEvent.click(screen.getByTestId('comment-emoticon-smile'))
  fireEvent.click(screen.getByTestId('comment-tag-family'))
  fireEvent.click(screen.getByTestId('comment-submit'))
  await waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 9, state: 'published' }))
  expect(api.write).toHaveBeenCalledWith(SCENIC, expect.objectContaining({ content: '好玩😊', emoticonsIds: ['smile'], tags: ['family'] }))
  expect(toastMock).toHaveBeenLastCalledWith('评论成功')
  expect(readDraft(SCENIC).content).toBe('')
})

test('more than 5 tags: "最多选择5个标签！"', () => {
  renderWithI18n(<CommentWriter target={SCENIC} />)
  for (const tag of ['scenery', 'service', 'transport', 'value', 'clean', 'family'])
    fireEvent.click(screen.getByTestId(`comment-tag-${tag}`))
  expect(toastMock).toHaveBeenLastCalledWith('最多选择5个标签！')
})

test('stored markup shows as characters, never as elements', () => {
  const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
  renderWithI18n(<CommentRow item={comment(1, xss)} />)
  const node = screen.getByTestId('comment-content')
  expect(node.textContent).toBe(xss)
  expect(node.querySelector('img, script')).toBeNull()
})

test('the block shows the average, tag counts and the first comments; empty when there are none', async () => {
  api.stars.mockResolvedValue({ ok: true, data: { avgStar: 4.5, total: 2 } })
  api.tagCounts.mockResolvedValue({ ok: true, data: [{ tag: 'scenery', count: 2 }] })
  api.list.mockResolvedValue({ ok: true, data: { items: [comment(1, '不错'), comment(2, '很好')], totalPage: 1 } })
  const view = renderWithI18n(<CommentBlock type="CONTENT_TYPE_SCENERY" id={3} />)
  await screen.findByTestId('comment-2')
  expect(api.list).toHaveBeenCalledWith(SCENIC, { page: 1, pageSize: 3 })
  expect(screen.getByTestId('comment-average').textContent).toContain('4.5')
  expect(screen.getByTestId('comment-tag-counts').textContent).toContain('风景优美 2')
  view.unmount()
  api.list.mockResolvedValue({ ok: true, data: { items: [], totalPage: 0 } })
  api.stars.mockResolvedValue({ ok: true, data: { avgStar: 0, total: 0 } })
  api.tagCounts.mockResolvedValue({ ok: true, data: [] })
  renderWithI18n(<CommentBlock type="NEWS" id={7} />)
  await screen.findByTestId('comment-empty')
  expect(api.list).toHaveBeenLastCalledWith(NEWS, { page: 1, pageSize: 3 })
})

test('the block offers a retry when loading fails', async () => {
  api.stars.mockResolvedValue({ ok: false, noAnswer: true })
  api.tagCounts.mockResolvedValue({ ok: true, data: [] })
  api.list.mockResolvedValue({ ok: true, data: { items: [], totalPage: 0 } })
  renderWithI18n(<CommentBlock type="NEWS" id={7} />)
  await screen.findByTestId('comment-block-failed')
})
