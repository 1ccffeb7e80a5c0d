/** /news-detail/{id}: the route id is loaded, the body shows date, paragraphs and counts, the title bar the news title. */
import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { asMiniProgram, PRODUCTION_ORIGIN } from '../../../../tests/setup/platform'
import { renderWithI18n } from '../../../../tests/setup/render'
import { newsApi, type NewsDetail } from '@/features/news'
import NewsDetailPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useRouter: () => ({ params: { id: '7' } }) }))
// the gallery previews through WeChat's viewer (Taro.previewImage), as in the mini-program; the H5
// viewer, loaded on the first tap, is covered in src/kit/picture/Picture.test.tsx
jest.mock('@/kit/picture/preview', () => jest.requireActual('@/kit/picture/preview.weapp'))
jest.mock('@/features/news', () => ({ ...jest.requireActual('@/features/news'), newsApi: { detail: jest.fn() } }))
const detail = newsApi.detail as jest.Mock
const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const news = (extra: Partial<NewsDetail> = {}): NewsDetail => ({
  id: 7,
  title: '新闻7',
  contentType: 'CONTENT',
  channelCode: 'news',
  imgUrl: '',
  description: '',
  publishTime: '2020-03-04T04:00:00Z',
  audio: '',
  video: '',
  imageUrls: [],
  body: '第一段\n\n第二段',
  tags: [],
  likeNum: 12,
  collectionNum: 3,
  commentNum: 4,
  ...extra,
})

test('shows title, date (older than 5 days), paragraphs and the three counts; the title bar takes the news title', async () => {
  detail.mockResolvedValue({ ok: true, data: news() })
  renderWithI18n(<NewsDetailPage />)
  expect((await screen.findByTestId('news-title')).textContent).toBe('新闻7')
  expect(detail).toHaveBeenCalledWith('7')
  const root = screen.getByTestId('news-detail')
  expect(root.getAttribute('data-state')).toBe('ready')
  expect(root.textContent).toContain('2020-03-04')
  expect(root.textContent).toContain('第二段')
  expect(screen.getByTestId('news-like').textContent).toBe('点赞 12')
  expect(screen.getByTestId('news-collect').textContent).toBe('收藏 3')
  expect(screen.getByTestId('news-comment').textContent).toBe('评论 4')
  expect(setTitle).toHaveBeenLastCalledWith({ title: '新闻7' })
})

test('an unknown id shows the server message', async () => {
  detail.mockResolvedValue({ ok: false, code: 404, message: '本站点没有 id 为 9 的资讯' })
  renderWithI18n(<NewsDetailPage />)
  expect((await screen.findByTestId('news-detail-error')).textContent).toContain('本站点没有 id 为 9 的资讯')
})

test('an image news shows its gallery', async () => {
  detail.mockResolvedValue({ ok: true, data: news({ contentType: 'IMAGE', imageUrls: [{ url: 'a.png', description: '图一' }] }) })
  renderWithI18n(<NewsDetailPage />)
  expect((await screen.findByTestId('news-images')).textContent).toContain('图一')
})

describe('in the mini-program built for production', () => {
  asMiniProgram('production')

  test('the cover of a news loads from the API origin', async () => {
    detail.mockResolvedValue({ ok: true, data: news({ imgUrl: '/api/demo/pictures/news-7.svg' }) })
    renderWithI18n(<NewsDetailPage />)
    await screen.findByTestId('news-title')
    const cover = screen.getByTestId('news-detail').querySelector('taro-image-core')
    expect(cover?.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/demo/pictures/news-7.svg`)
  })

  test('a gallery picture loads from the API origin, and a tap previews the same addresses', async () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
    const imageUrls = [
      { url: '/api/demo/pictures/a.svg', description: '图一' },
      { url: 'https://cdn.example/b.jpg', description: '' },
    ]
    detail.mockResolvedValue({ ok: true, data: news({ contentType: 'IMAGE', imageUrls }) })
    renderWithI18n(<NewsDetailPage />)
    const gallery = await screen.findByTestId('news-images')
    const pictures = Array.from(gallery.querySelectorAll('taro-image-core'))
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual([`${PRODUCTION_ORIGIN}/demo/pictures/a.svg`, 'https://cdn.example/b.jpg'])
    fireEvent.click(pictures[0])
    expect(preview).toHaveBeenCalledWith({
      current: `${PRODUCTION_ORIGIN}/demo/pictures/a.svg`,
      urls: [`${PRODUCTION_ORIGIN}/demo/pictures/a.svg`, 'https://cdn.example/b.jpg'],
    })
  })
})
