/**
 * News list and detail against a mocked news API: items with their test ids, channel switch
 * restarts at page 1 with the new channel, list failures toast the server message else
 * "Failed to get list", the detail shows the counts and the relative time, or the server message.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { newsApi, type News, type NewsDetail } from './api'
import { NewsDetailView } from './NewsDetailView'
import { NewsListView } from './NewsListView'

const mockToast = jest.fn()
jest.mock('../account/toast', () => ({ toast: (text: string) => mockToast(text) }))
jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('./api', () => ({ ALL_CHANNELS: 'all', newsApi: { list: jest.fn(), detail: jest.fn(), channels: jest.fn() } }))
const api = newsApi as unknown as Record<'list' | 'detail' | 'channels', jest.Mock>

const item = (id: number, extra: Partial<News> = {}): News => ({
  id,
  title: `新闻${id}`,
  contentType: 'CONTENT',
  channelCode: 'news',
  imgUrl: '',
  description: '',
  publishTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
  audio: '',
  video: '',
  imageUrls: [],
  ...extra,
})

beforeEach(() => {
  mockToast.mockClear()
  Object.values(api).forEach((m) => m.mockReset())
  api.channels.mockResolvedValue({ code: 0, datas: [{ code: 'notice', name: '通知公告' }] })
})

test('renders page 1 of the route channel with test ids, and "no more" at the last page', async () => {
  api.list.mockResolvedValue({ code: 0, datas: [item(1), item(2)], page: { total: 2, totalPage: 1 } })
  renderWithI18n(<NewsListView code="all" />)
  await screen.findByTestId('news-item-2')
  expect(api.list).toHaveBeenCalledWith({ channelCode: 'all', tagId: undefined, currPage: 1, pageSize: 10 })
  expect(screen.getByTestId('news-list')).toBeTruthy()
  expect(screen.getByTestId('news-item-1').textContent).toContain('2 小时前')
  expect(screen.getByTestId('list-no-more')).toBeTruthy()
})

test('switching channel reloads from page 1 with that channel', async () => {
  api.list.mockResolvedValue({ code: 0, datas: [item(1)], page: { total: 1, totalPage: 1 } })
  renderWithI18n(<NewsListView code="all" />)
  fireEvent.click(await screen.findByTestId('news-channel-notice'))
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ channelCode: 'notice', tagId: undefined, currPage: 1, pageSize: 10 }))
})

test('zero total shows no data', async () => {
  api.list.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  renderWithI18n(<NewsListView code="notice" />)
  expect(await screen.findByTestId('list-empty')).toBeTruthy()
})

test('a list failure toasts the server message, else "Failed to get list"', async () => {
  api.list.mockResolvedValueOnce({ code: 400, message: 'pageSize 不对', datas: [], page: { total: 0, totalPage: 0 } })
  renderWithI18n(<NewsListView code="all" />)
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('pageSize 不对'))
  api.list.mockResolvedValueOnce(undefined)
  await act(async () => fireEvent.click(screen.getByTestId('list-error')))
  await waitFor(() => expect(mockToast).toHaveBeenLastCalledWith('获取列表失败'))
})

const detail = (extra: Partial<NewsDetail> = {}): NewsDetail => ({
  ...item(7, { contentType: 'CONTENT', publishTime: '2020-03-04T04:00:00Z' }),
  body: '第一段\n\n第二段',
  tags: [],
  likeNum: 12,
  collectionNum: 3,
  commentNum: 4,
  ...extra,
})

test('the detail shows title, date (older than 5 days), paragraphs and the three counts', async () => {
  api.detail.mockResolvedValue({ code: 0, data: detail() })
  const onTitle = jest.fn()
  renderWithI18n(<NewsDetailView id="7" onTitle={onTitle} />)
  expect((await screen.findByTestId('news-title')).textContent).toBe('新闻7')
  const root = screen.getByTestId('news-detail')
  expect(root.getAttribute('data-id')).toBe('7')
  expect(root.textContent).toContain('2020-03-04')
  expect(root.textContent).toContain('第二段')
  expect(screen.getByTestId('news-like').textContent).toBe('点赞 12')
  expect(screen.getByTestId('news-collect').textContent).toBe('收藏 3')
  expect(screen.getByTestId('news-comment').textContent).toBe('评论 4')
  expect(onTitle).toHaveBeenCalledWith('新闻7')
})

test('an unknown id shows the server message', async () => {
  api.detail.mockResolvedValue({ code: 404, message: '本站点没有 id 为 9 的资讯' })
  renderWithI18n(<NewsDetailView id="9" />)
  expect((await screen.findByTestId('news-detail-error')).textContent).toContain('本站点没有 id 为 9 的资讯')
})
