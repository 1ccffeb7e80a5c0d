/**
 * The campaign renderer (issue 14): a record's sections drawn in order by kind (banner, rich text as
 * text, places list and waterfall with a campaign note, map, news, players with their votes,
 * countdown, share); a kind it does not know is skipped; a code the site has not: "not on this
 * site" with the way home.
 */
import { mockPageParams } from '../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import { CampaignView } from './CampaignView'

jest.mock('@/features/account', () => ({ useAccountGate: () => ({ requirePhone: () => true, element: null }) }))
const mockMap = jest.fn()
jest.mock('@/features/maps', () => ({
  ...jest.requireActual('@/features/maps'),
  PlaceMap: (props: { points: unknown[] }) => {
    mockMap(props)
    return <div data-testid="map-stub">{props.points.length}</div>
  },
}))

// jsdom has no IntersectionObserver (lazy-loaded card pictures)
;(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const getMock = get as jest.Mock
const place = (id: number, name: string) => ({
  id,
  type: 'SCENERY',
  resourceType: 'CONTENT_TYPE_SCENERY',
  name,
  summary: '',
  cover: '/api/demo/pictures/snowpeak-1.svg',
  regionCode: '510129',
  address: '大邑县西岭镇',
  longitude: 103.2 + id / 100,
  latitude: 30.6,
  price: '',
  level: '4A',
  tags: [],
  visitorRatio: null,
  crowdState: '',
  likeNum: 0,
  collectionNum: 0,
})
const NOW = Date.now()
const campaign = {
  id: 3,
  code: 'winter-guide',
  title: '冬游成都 · 暖冬指南',
  cover: '/api/demo/pictures/snowpeak-5.svg',
  startTime: new Date(NOW - 86_400_000).toISOString(),
  endTime: new Date(NOW + 80 * 86_400_000).toISOString(),
  state: 'underWay',
  sections: [
    { kind: 'banner', title: '冬游成都', subtitle: '雪山、温泉', image: '/api/demo/pictures/snowpeak-5.svg' },
    {
      kind: 'richText',
      title: '出游前',
      blocks: [
        { type: 'paragraph', text: '<img src=x onerror=alert(1)>看雪去' },
        { type: 'list', items: ['带防滑链', '穿厚衣'] },
      ],
    },
    { kind: 'hologram', title: '新版才有的版块' },
    {
      kind: 'places',
      title: '冬季好去处',
      layout: 'waterfall',
      placeIds: [1, 2],
      notes: { '1': '12 月开放滑雪场' },
      places: [place(1, '西岭雪山'), place(2, '青城山')],
    },
    { kind: 'map', title: '冬游地图', placeIds: [1, 2], places: [place(1, '西岭雪山'), place(2, '青城山')] },
    {
      kind: 'articles',
      title: '景区公告',
      source: 'news',
      ids: [8],
      items: [{ id: 8, title: '文化场馆预约入场须知', cover: '', summary: '', time: '2026-07-01T00:00:00Z' }],
    },
    {
      kind: 'entries',
      title: '决赛选手',
      voteId: 9,
      limit: 1,
      voteTitle: '人气选手',
      voteType: 'PERSON',
      voteState: 'underWay',
      entryNum: 12,
    },
    { kind: 'countdown', title: '距闭幕', until: new Date(NOW + 2 * 86_400_000 + 90_000).toISOString(), doneText: '已闭幕' },
    { kind: 'share', title: '分享冬游指南', text: '冬游成都：看雪、赏梅' },
  ],
}
const entry = {
  id: 41,
  voteId: 9,
  number: 1,
  title: '王雪梅',
  cover: '/api/demo/pictures/museum-1.svg',
  voteNum: 1800,
  rank: 1,
  votedToday: false,
  mine: false,
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  getMock.mockImplementation((url: string, params: { code: string }) =>
    Promise.resolve(
      url === 'res/api/campaign/detail'
        ? { code: 0, data: { ...campaign, code: params.code } }
        : { code: 0, datas: [entry], page: { total: 12, totalPage: 12 } },
    ),
  )
})

test('the sections in order, each by its kind; rich text stays text; an unknown kind is skipped', async () => {
  const { container } = renderWithI18n(<CampaignView code="winter-guide" path="/winter-guide" />)
  expect((await screen.findByTestId('campaign-title')).textContent).toBe('冬游成都')
  expect(getMock).toHaveBeenCalledWith('res/api/campaign/detail', { code: 'winter-guide' }, { offline: true })
  const kinds = Array.from(container.querySelectorAll('[data-testid^="campaign-"]')).map((el) => el.getAttribute('data-testid'))
  expect(
    kinds.filter((k) =>
      [
        'campaign-banner',
        'campaign-rich-text',
        'campaign-places',
        'campaign-map',
        'campaign-articles',
        'campaign-entries',
        'campaign-countdown',
        'campaign-share',
      ].includes(k!),
    ),
  ).toEqual([
    'campaign-banner',
    'campaign-rich-text',
    'campaign-places',
    'campaign-map',
    'campaign-articles',
    'campaign-entries',
    'campaign-countdown',
    'campaign-share',
  ])
  // the markup in a paragraph is shown as the characters it is, never parsed
  expect(screen.getByTestId('campaign-rich-text').textContent).toContain('<img src=x onerror=alert(1)>看雪去')
  expect(container.querySelector('img[src="x"]')).toBeNull()
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['带防滑链', '穿厚衣'])
  expect(screen.queryByText('新版才有的版块')).toBeNull()
  expect(screen.getByTestId('campaign-places').getAttribute('data-layout')).toBe('waterfall')
  expect(screen.getByTestId('campaign-note-1').textContent).toBe('12 月开放滑雪场')
  expect(mockMap.mock.calls[0][0].points).toHaveLength(2)
  expect(screen.getByTestId('campaign-countdown').textContent).toContain('2 天 0 小时 2 分')
  expect(screen.getByTestId('campaign-share').textContent).toContain('冬游成都：看雪、赏梅')
})

test("the winter guide's places open its place page; the news its page", async () => {
  renderWithI18n(<CampaignView code="winter-guide" path="/winter-guide" />)
  fireEvent.click(await screen.findByTestId('place-item-1'))
  expect(navigate).toHaveBeenCalledWith('/winter-scenic-desc/1')
  fireEvent.click(screen.getByTestId('campaign-article-8'))
  expect(navigate).toHaveBeenCalledWith('/news-detail/8')
})

test('players: the first by votes with their count, then the way to all of them', async () => {
  renderWithI18n(<CampaignView code="skills-competition" path="/skills-competition" />)
  expect((await screen.findByTestId('vote-count-41')).textContent).toContain('1800')
  expect(getMock).toHaveBeenCalledWith(
    'res/api/voteProduction/list',
    expect.objectContaining({ voteId: 9, sort: 'votes', pageSize: 1 }),
    expect.anything(),
  )
  fireEvent.click(screen.getByTestId('campaign-entries-all'))
  expect(navigate).toHaveBeenCalledWith('/player-list/skills-competition')
})

test('a code this site has no record of: not on this site, with the way home', async () => {
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'res/api/campaign/detail'
        ? { code: 404, message: '没有找到这个专题活动（spring-festival-xj）' }
        : { code: 0, datas: [], page: { total: 0, totalPage: 0 } },
    ),
  )
  renderWithI18n(<CampaignView code="spring-festival-xj" path="/spring-festival-xj" />)
  await waitFor(() => expect(screen.getByTestId('not-on-site')).toBeTruthy())
  fireEvent.click(screen.getByTestId('not-on-site-action'))
  expect(navigate).toHaveBeenCalledWith('/index', 'relaunch')
})
