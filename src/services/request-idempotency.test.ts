/**
 * Idempotency keys in the request layer (issue 23): a write marked `idempotent` sends an
 * Idempotency-Key header, the same on every resend of the call (network retries, the retry after
 * re-authorisation) and a new one for the next call; other calls send none. The retried writes
 * defined in the features' calls carry the flag.
 */
import Taro from '@tarojs/taro'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../core/idempotency'
import { bookingApi } from '@/features/booking'
import { commentApi, replyApi } from '@/features/comments'
import { complaintCalls } from '@/features/complaints'
import { payApi } from '@/features/pay'
import { voteCalls } from '@/features/votes'
import { getEnv } from '../platform/env'
import { post, request, setRequestHooks } from './request'

jest.mock('./navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn(() => '/index') }))
jest.mock('../platform/env', () => ({ getEnv: jest.fn(), getLaunchQuery: jest.fn(() => ({})) }))

const env = (over = {}) => ({ platform: 'h5', isWeapp: false, isH5: true, isWechatBrowser: false, isAppShell: false, ...over })

type Reply = { data?: unknown; fail?: boolean }
let replies: Reply[]
let calls: { header: Record<string, string> }[]

beforeEach(() => {
  jest.useFakeTimers()
  replies = []
  calls = []
  ;(getEnv as jest.Mock).mockReturnValue(env())
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => undefined) as never)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => undefined) as never)
  jest.spyOn(Taro, 'request').mockImplementation(((opts: any) => {
    calls.push(opts)
    const reply = replies.shift() ?? { fail: true }
    Promise.resolve().then(() => (reply.fail ? opts.fail({ errMsg: 'request:fail' }) : opts.success({ statusCode: 200, data: reply.data })))
    return { abort: () => undefined }
  }) as never)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const keyOf = (i: number) => calls[i].header[IDEMPOTENCY_HEADER]

/** lets the retries' 2 s waits pass until the call settles */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false
  promise.finally(() => (done = true))
  for (let i = 0; i < 20 && !done; i++) {
    for (let j = 0; j < 10; j++) await Promise.resolve()
    jest.advanceTimersByTime(2000)
  }
  return promise
}

test('an idempotent write sends a well-formed key; a call without the flag sends none', async () => {
  replies.push({ data: { code: 0 } }, { data: { code: 0 } })
  await request({ url: 'res/api/comment/saveComment', method: 'POST', data: { content: 'x' }, idempotent: true })
  await post('res/api/comment/deleteComment', { id: 1 })
  expect(keyOf(0)).toMatch(IDEMPOTENCY_KEY_PATTERN)
  expect(calls[1].header).not.toHaveProperty(IDEMPOTENCY_HEADER)
})

test('the network retries of one call resend its key; the next call has a new one', async () => {
  replies.push({ fail: true }, { fail: true }, { data: { code: 0, data: 1 } }, { data: { code: 0, data: 2 } })
  expect(await settle(post('res/api/vote/vote', { id: 1 }, { idempotent: true }))).toEqual({ code: 0, data: 1 })
  expect(calls).toHaveLength(3)
  expect(keyOf(1)).toBe(keyOf(0))
  expect(keyOf(2)).toBe(keyOf(0))
  await settle(post('res/api/vote/vote', { id: 1 }, { idempotent: true }))
  expect(calls).toHaveLength(4)
  expect(keyOf(3)).toMatch(IDEMPOTENCY_KEY_PATTERN)
  expect(keyOf(3)).not.toBe(keyOf(0))
})

test('the retry after re-authorisation (code 2 in the messaging browser) keeps the key', async () => {
  ;(getEnv as jest.Mock).mockReturnValue(env({ isWechatBrowser: true }))
  setRequestHooks({ reauthorize: async () => true })
  replies.push({ data: { code: 2 } }, { data: { code: 0 } })
  expect(await settle(post('res/api/complaints/save', { content: 'x' }, { idempotent: true }))).toEqual({ code: 0 })
  expect(calls).toHaveLength(2)
  expect(keyOf(0)).toMatch(IDEMPOTENCY_KEY_PATTERN)
  expect(keyOf(1)).toBe(keyOf(0))
})

test('the writes a visitor may retry carry a key: order, pay, comment, reply, complaint, vote', async () => {
  const writes: [string, () => Promise<unknown>][] = [
    ['order', () => bookingApi.book(1, [2], 'form-key-123456')],
    ['pay', () => payApi.pay('BK1', 'MONEY', 'h5')],
    [
      'comment',
      () =>
        commentApi.write(
          { resourceType: 'CONTENT_TYPE_NEWS', resourceId: 1 },
          { content: 'x', emoticonsIds: [], tags: [], images: [], video: '', star: 0 },
        ),
    ],
    ['reply', () => replyApi.reply(1, 'x')],
    ['complaint voice', () => complaintCalls.saveAudio('https://x/a.webm', 3)],
    ['vote', () => voteCalls.vote(1)],
  ]
  for (const [name, send] of writes) {
    replies.push({ data: { code: 0, data: {} } })
    await send()
    expect({ name, key: keyOf(calls.length - 1) }).toEqual({ name, key: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN) })
  }
})
