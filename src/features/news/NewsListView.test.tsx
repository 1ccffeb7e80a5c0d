/**
 * The news list against a mocked news API: items with their test ids and relative times, the
 * route channel first, a channel switch restarts at page 1 with the new channel (dropping the
 * route's tag), and the route's tag is sent with its own channel.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { asMiniProgram, PRODUCTION_ORIGIN } from '../../../tests/setup/platform'
import { renderWithI18n } from '../../../tests/setup/render'
import { newsApi, type News } from './api'
import { NewsListView } from './NewsListView'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('./api', () => ({ ALL_CHANNELS: 'all', newsApi: { variant: 'a', list: jest.fn(), detail: jest.fn(), channels: jest.fn() } }))
const api = newsApi as unknown as Record<'list' | 'channels', jest.Mock>

const item = (id: number): News => ({
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
})
const page = (ids: number[]) => ({ ok: true, data: { items: ids.map(item), totalPage: 1 } })

beforeEach(() => {
  api.list.mockReset()
  api.channels.mockReset()
  api.channels.mockResolvedValue({ ok: true, data: [{ code: 'notice', name: '通知公告' }] })
})

test('renders page 1 of the route channel with test ids and relative times, and "no more" at the last page', async () => {
  api.list.mockResolvedValue(page([1, 2]))
  renderWithI18n(<NewsListView code="all" />)
  await screen.findByTestId('news-item-2')
  expect(api.list).toHaveBeenCalledWith({ channelCode: 'all', tagId: undefined }, { page: 1, pageSize: 10 })
  expect(screen.getByTestId('news-item-1').textContent).toContain('2 小时前')
  expect(screen.getByTestId('list-no-more')).toBeTruthy()
})

test('switching channel reloads from page 1 with that channel and without the route tag', async () => {
  api.list.mockResolvedValue(page([1]))
  renderWithI18n(<NewsListView code="all" tagId="5" />)
  await waitFor(() => expect(api.list).toHaveBeenCalledWith({ channelCode: 'all', tagId: '5' }, { page: 1, pageSize: 10 }))
  fireEvent.click(await screen.findByTestId('news-channel-notice'))
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ channelCode: 'notice', tagId: undefined }, { page: 1, pageSize: 10 }))
  expect(screen.getByTestId('news-list').getAttribute('data-channel')).toBe('notice')
  expect(screen.getByTestId('news-channel-notice').className).toContain('is-active')
})

test('no channel tabs when the channel list is empty or fails', async () => {
  api.channels.mockResolvedValue({ ok: false, noAnswer: true })
  api.list.mockResolvedValue(page([]))
  renderWithI18n(<NewsListView code="all" />)
  await screen.findByTestId('list-empty')
  expect(screen.queryByTestId('news-channel-all')).toBeNull()
})

describe('in the mini-program built for production', () => {
  asMiniProgram('production')

  test('a cover of the contract (root-relative) loads from the API origin; an item without one shows no picture', async () => {
    api.list.mockResolvedValue({
      ok: true,
      data: { items: [{ ...item(1), imgUrl: '/api/demo/pictures/news-1.svg' }, item(2)], totalPage: 1 },
    })
    renderWithI18n(<NewsListView code="all" />)
    const row = await screen.findByTestId('news-item-1')
    expect(row.querySelector('taro-image-core')?.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/demo/pictures/news-1.svg`)
    expect(screen.getByTestId('news-item-2').querySelector('taro-image-core, .wl-picture')).toBeNull()
  })
})
