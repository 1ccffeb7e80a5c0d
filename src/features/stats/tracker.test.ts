/** The page-stay tracker: what it sends, and that a failing collector never reaches the page. */
import type { StayRecord } from '../../core/stats/record'
import { createStayTracker, type TrackerDeps } from './tracker'

const site = { siteCode: 'cd-city', regionCode: '510100', pageStayStats: true }

function setup(over: Partial<TrackerDeps> = {}) {
  let clock = 1_000
  const sent: StayRecord[] = []
  const tracker = createStayTracker({
    site,
    clientType: 'H5',
    uniqueId: () => 'v-1',
    now: () => clock,
    send: (r) => {
      sent.push(r)
      return Promise.resolve(true)
    },
    ...over,
  })
  return { tracker, sent, advance: (ms: number) => (clock += ms) }
}

test('shown then left: a status 1 record, then a status 2 record with the time on screen', () => {
  const { tracker, sent, advance } = setup()
  tracker.shown('/scenic-detail/5')
  advance(4_500)
  tracker.left('/scenic-detail/5')
  expect(sent.map((r) => [r.status, r.module, r.special, r.stayMs])).toEqual([
    ['1', 'SCENIC', '5', undefined],
    ['2', 'SCENIC', '5', '4500'],
  ])
})

test('the next page shown before the previous reports hiding: the previous leaves once, the new one stays', () => {
  const { tracker, sent, advance } = setup()
  tracker.shown('/index')
  advance(2_000)
  tracker.shown('/news-detail/9')
  tracker.left('/index') // late hide of the previous page: already left
  advance(1_000)
  tracker.left('/news-detail/9')
  expect(sent.map((r) => `${r.status}:${r.path}:${r.stayMs ?? ''}`)).toEqual([
    '1:/index:',
    '2:/index:2000',
    '1:/news-detail/9:',
    '2:/news-detail/9:1000',
  ])
})

test('pages outside the known routes and sites with the flag off send nothing', () => {
  const { tracker, sent } = setup()
  tracker.shown('/user-order')
  tracker.left('/user-order')
  expect(sent).toEqual([])
  const off = setup({ site: { siteCode: 'djy-scenic', regionCode: '510181' } })
  off.tracker.shown('/index')
  off.tracker.left('/index')
  expect(off.sent).toEqual([])
})

test('a rejecting or throwing transport never breaks the page, and tracking goes on', async () => {
  const unhandled = jest.fn()
  process.on('unhandledRejection', unhandled)
  const rejecting = jest.fn(() => Promise.reject(new Error('collector down')))
  const { tracker } = setup({ send: rejecting })
  expect(() => {
    tracker.shown('/index')
    tracker.left('/index')
  }).not.toThrow()
  const throwing = setup({
    send: () => {
      throw new Error('no network')
    },
  })
  expect(() => throwing.tracker.shown('/time')).not.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 10))
  process.off('unhandledRejection', unhandled)
  expect(rejecting).toHaveBeenCalledTimes(2)
  expect(unhandled).not.toHaveBeenCalled()
})
