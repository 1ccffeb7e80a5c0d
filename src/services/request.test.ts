import Taro from '@tarojs/taro'
import { request, post, postJson, guardClick, cancelPendingRequests, setRequestHooks, buildUrl } from './request'
import { useShellStore } from '../stores/shell'
import { navigate, currentLocation } from './navigate'
import { getEnv } from '../platform/env'
import { storage, STORAGE_KEYS } from '../platform/storage'

jest.mock('./navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn(() => '/index') }))
jest.mock('../platform/env', () => ({ getEnv: jest.fn(), getLaunchQuery: jest.fn(() => ({})) }))

const env = (over = {}) => ({ platform: 'h5', isWeapp: false, isH5: true, isWechatBrowser: false, isAppShell: false, ...over })

type Reply = { data?: unknown; fail?: boolean; statusCode?: number }
let replies: Reply[]
let calls: any[]
let aborted: number

beforeEach(() => {
  jest.useFakeTimers()
  replies = []
  calls = []
  aborted = 0
  ;(getEnv as jest.Mock).mockReturnValue(env())
  ;(navigate as jest.Mock).mockReset()
  ;(currentLocation as jest.Mock).mockReturnValue('/index')
  useShellStore.setState({ visitorsDialogOpen: false })
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => undefined) as any)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => undefined) as any)
  jest.spyOn(Taro, 'request').mockImplementation(((opts: any) => {
    calls.push(opts)
    const reply = replies.shift() ?? { fail: true }
    // a reply of undefined data with no fail flag means "hang" (used for cancel)
    if ('hang' in (reply as object)) return { abort: () => aborted++ }
    Promise.resolve().then(() =>
      reply.fail ? opts.fail({ errMsg: 'request:fail' }) : opts.success({ statusCode: reply.statusCode ?? 200, data: reply.data }),
    )
    return { abort: () => aborted++ }
  }) as any)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('request lifecycle', () => {
  test('GET by default with token and siteCode query params on the site API base', async () => {
    storage.set(STORAGE_KEYS.cloudNewToken, 'tok1')
    replies.push({ data: { code: 0, data: { id: 1 } } })
    const res = await request({ url: 'user/api/site/getSiteDetail', data: { a: 'x y' } })
    expect(res).toEqual({ code: 0, data: { id: 1 } })
    expect(calls[0].method).toBe('GET')
    expect(calls[0].url).toBe('/api/user/api/site/getSiteDetail?token=tok1&siteCode=cd-city&lang=zh&a=x%20y')
    storage.remove(STORAGE_KEYS.cloudNewToken)
  })

  test('POST is form-encoded with token in the query; JSON calls send a JSON body', async () => {
    replies.push({ data: { code: 0 } }, { data: { code: 0 } })
    await post('res/api/comment/saveComment', { content: 'hi&bye', resourceId: 3 })
    expect(calls[0].header['content-type']).toBe('application/x-www-form-urlencoded')
    expect(calls[0].data).toBe('content=hi%26bye&resourceId=3')
    expect(calls[0].url).toBe('/api/res/api/comment/saveComment?token=&siteCode=cd-city&lang=zh')
    await postJson('res/api/commentReply/reply', { content: 'x' })
    expect(calls[1].header['content-type']).toBe('application/json')
    expect(calls[1].data).toEqual({ content: 'x' })
  })

  test('code 5 opens the too-many-visitors dialog', async () => {
    replies.push({ data: { code: 5, message: 'busy' } })
    const res = await request({ url: 'x' })
    expect(res).toEqual({ code: 5, message: 'busy' })
    expect(useShellStore.getState().visitorsDialogOpen).toBe(true)
  })

  test('code 3 goes to /stop-service', async () => {
    replies.push({ data: { code: 3 } })
    await request({ url: 'x' })
    expect(navigate).toHaveBeenCalledWith('/stop-service', 'relaunch')
  })

  test('code 3 from several calls at once (a paused site at launch) relaunches /stop-service once', async () => {
    let finish: () => void = () => undefined
    ;(navigate as jest.Mock).mockImplementation(() => new Promise<void>((r) => (finish = r)))
    replies.push({ data: { code: 3 } }, { data: { code: 3 } }, { data: { code: 3 } })
    await Promise.all([request({ url: 'a' }), request({ url: 'b' }), request({ url: 'c' })])
    expect(navigate).toHaveBeenCalledTimes(1)
    // once there, later code-3 answers stay on the page
    finish()
    await flush()
    ;(currentLocation as jest.Mock).mockReturnValue('/stop-service')
    replies.push({ data: { code: 3 } })
    await request({ url: 'd' })
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  test('weapp: a code-3 answer arriving once the relaunch has settled stays on the stop-service page', async () => {
    // the mini-program reports the page path, never the spec path /stop-service
    process.env['TARO_ENV_JEST'] = 'weapp'
    try {
      ;(navigate as jest.Mock).mockResolvedValue(undefined)
      replies.push({ data: { code: 3 } })
      await request({ url: 'a' })
      await flush()
      expect(navigate).toHaveBeenCalledTimes(1)
      ;(currentLocation as jest.Mock).mockReturnValue('/package-shell/pages/stop-service/index')
      replies.push({ data: { code: 3 } })
      await request({ url: 'b' })
      expect(navigate).toHaveBeenCalledTimes(1)
    } finally {
      delete process.env['TARO_ENV_JEST']
    }
  })

  test('code 2 in an ordinary browser goes to /login', async () => {
    replies.push({ data: { code: 2 } })
    expect(await request({ url: 'x' })).toEqual({ code: 2 })
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  test('a credential exchange that handles code 2 itself neither re-authorises nor goes to /login', async () => {
    replies.push({ data: { code: 2, message: 'refused' } })
    expect(await request({ url: 'x', handlesTokenInvalid: true })).toEqual({ code: 2, message: 'refused' })
    expect(navigate).not.toHaveBeenCalled()
    ;(getEnv as jest.Mock).mockReturnValue(env({ isWechatBrowser: true }))
    const reauthorize = jest.fn(async () => true)
    setRequestHooks({ reauthorize })
    replies.push({ data: { code: 2 } })
    await request({ url: 'x', handlesTokenInvalid: true })
    expect(reauthorize).not.toHaveBeenCalled()
  })

  test('code 2 in the messaging browser re-authorises up to 2 times, retrying each time', async () => {
    ;(getEnv as jest.Mock).mockReturnValue(env({ isWechatBrowser: true }))
    const reauthorize = jest.fn(async () => true)
    setRequestHooks({ reauthorize })
    replies.push({ data: { code: 2 } }, { data: { code: 2 } }, { data: { code: 2 } }, { data: { code: 0 } })
    const res = await request({ url: 'x' })
    expect(reauthorize).toHaveBeenCalledTimes(2)
    expect(calls).toHaveLength(3)
    expect(res).toEqual({ code: 2 })
    expect(navigate).not.toHaveBeenCalled()
  })

  test('code 2 in the messaging browser succeeds after one re-authorisation', async () => {
    ;(getEnv as jest.Mock).mockReturnValue(env({ isWechatBrowser: true }))
    setRequestHooks({ reauthorize: async () => true })
    replies.push({ data: { code: 2 } }, { data: { code: 0, data: 'ok' } })
    expect(await request({ url: 'x' })).toEqual({ code: 0, data: 'ok' })
  })

  test('code 2 in the app shell on the appointment-query page calls the native login', async () => {
    ;(getEnv as jest.Mock).mockReturnValue(env({ isAppShell: true }))
    ;(currentLocation as jest.Mock).mockReturnValue('/appointment-query?x=1')
    const nativeLogin = jest.fn()
    setRequestHooks({ nativeLogin })
    replies.push({ data: { code: 2 } })
    await request({ url: 'x' })
    expect(nativeLogin).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
    // the ZYTF variant of the query page (its list needs the login)
    ;(currentLocation as jest.Mock).mockReturnValue('/appointment-query-zytf')
    replies.push({ data: { code: 2 } })
    await request({ url: 'x' })
    expect(nativeLogin).toHaveBeenCalledTimes(2)
    expect(navigate).not.toHaveBeenCalled()
    // elsewhere in the app shell: the login page
    ;(currentLocation as jest.Mock).mockReturnValue('/index')
    replies.push({ data: { code: 2 } })
    await request({ url: 'x' })
    expect(nativeLogin).toHaveBeenCalledTimes(2)
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  test('network failure: 4 retries 2 s apart, then resolves with nothing', async () => {
    let settled: unknown = 'pending'
    request({ url: 'x' }).then((v) => (settled = v))
    await flush()
    expect(calls).toHaveLength(1)
    for (let retry = 1; retry <= 4; retry++) {
      jest.advanceTimersByTime(1999)
      await flush()
      expect(calls).toHaveLength(retry) // not yet: retries wait 2000 ms
      jest.advanceTimersByTime(1)
      await flush()
      expect(calls).toHaveLength(retry + 1)
    }
    await flush()
    expect(settled).toBeUndefined()
    jest.advanceTimersByTime(10000)
    await flush()
    expect(calls).toHaveLength(5)
  })

  /** the call resolves after the five failed tries (1 + 4 retries, 2 s apart) */
  async function failAllTries<T>(promise: Promise<T>): Promise<T> {
    for (let i = 0; i < 5; i++) {
      await flush()
      jest.advanceTimersByTime(2000)
    }
    return promise
  }

  test('offline calls: the last good answer comes back, marked savedAt, when the network fails after the retries', async () => {
    jest.setSystemTime(new Date('2026-11-20T08:00:00Z'))
    storage.set(STORAGE_KEYS.cloudNewToken, 'tok-a')
    replies.push({ data: { code: 0, datas: [{ id: 1, title: '宽窄巷子' }] } })
    expect(await request({ url: 'res/api/content/list', data: { currPage: 1 }, offline: true })).toEqual({
      code: 0,
      datas: [{ id: 1, title: '宽窄巷子' }],
    })
    // another token (re-login) reads the same copy; a failed answer does not replace it
    storage.set(STORAGE_KEYS.cloudNewToken, 'tok-b')
    replies.push({ data: { code: 400, message: 'bad' } })
    await request({ url: 'res/api/content/list', data: { currPage: 1 }, offline: true })
    const offline = await failAllTries(request({ url: 'res/api/content/list', data: { currPage: 1 }, offline: true }))
    expect(offline).toEqual({ code: 0, datas: [{ id: 1, title: '宽窄巷子' }], savedAt: Date.parse('2026-11-20T08:00:00Z') })
    // other parameters, or a call not marked offline, have no copy: nothing, as before
    expect(await failAllTries(request({ url: 'res/api/content/list', data: { currPage: 2 }, offline: true }))).toBeUndefined()
    expect(await failAllTries(request({ url: 'res/api/content/list', data: { currPage: 1 } }))).toBeUndefined()
    storage.remove(STORAGE_KEYS.cloudNewToken)
  })

  test('the promise Taro.request also returns, rejected on failure, is handled (no unhandled rejection)', async () => {
    const tasks: Array<Promise<unknown> & { catch: jest.Mock }> = []
    ;(Taro.request as unknown as jest.Mock).mockImplementation((opts: any) => {
      // Taro's task: a promise rejected with the same failure that `fail` reports, plus abort()
      const rejected = Promise.reject(new TypeError('Network request failed'))
      const task = Object.assign(rejected, { abort: () => undefined })
      const spied = jest.spyOn(task, 'catch') as unknown as jest.Mock
      tasks.push(Object.assign(task, { catch: spied }))
      Promise.resolve().then(() => opts.fail({ errMsg: 'request:fail' }))
      return task
    })
    let settled: unknown = 'pending'
    request({ url: 'x' }).then((v) => (settled = v))
    for (let i = 0; i < 5; i++) {
      await flush()
      jest.advanceTimersByTime(2000)
    }
    await flush()
    expect(settled).toBeUndefined()
    expect(tasks).toHaveLength(5)
    for (const task of tasks) expect(task.catch).toHaveBeenCalled()
  })

  test('a retry that succeeds resolves with its body; HTTP 500 counts as a failure', async () => {
    replies.push({ statusCode: 500, data: 'x' }, { data: { code: 0 } })
    const p = request({ url: 'x' })
    await flush()
    jest.advanceTimersByTime(2000)
    await flush()
    expect(await p).toEqual({ code: 0 })
  })

  test('a non-2xx answer carrying an envelope is the answer, not retried (400 message, 503 code 5 dialog)', async () => {
    replies.push({ statusCode: 400, data: { code: 400, message: 'pageSize must be a whole number from 1 to 50' } })
    expect(await request({ url: 'x' })).toEqual({ code: 400, message: 'pageSize must be a whole number from 1 to 50' })
    replies.push({ statusCode: 503, data: { code: 5, message: 'busy' } })
    expect(await request({ url: 'y' })).toEqual({ code: 5, message: 'busy' })
    expect(calls).toHaveLength(2)
    expect(useShellStore.getState().visitorsDialogOpen).toBe(true)
  })

  test('cancelPendingRequests aborts in-flight calls, resolves them empty and stops retries', async () => {
    replies.push({ hang: true } as Reply)
    const p = request({ url: 'x' })
    await flush()
    cancelPendingRequests()
    expect(aborted).toBe(1)
    expect(await p).toBeUndefined()
    jest.advanceTimersByTime(10000)
    await flush()
    expect(calls).toHaveLength(1)
  })

  test('loading indicator shows once for concurrent calls and hides after the last; loading:false shows none', async () => {
    replies.push({ data: { code: 0 } }, { data: { code: 0 } })
    await Promise.all([request({ url: 'a' }), request({ url: 'b' })])
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
    replies.push({ data: { code: 0 } })
    await request({ url: 'c', loading: false })
    expect(Taro.showLoading).toHaveBeenCalledTimes(1)
  })

  test('loading indicator is hidden after 200000 ms even if a call hangs', async () => {
    replies.push({ hang: true } as Reply)
    request({ url: 'x' })
    await flush()
    jest.advanceTimersByTime(199999)
    expect(Taro.hideLoading).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(Taro.hideLoading).toHaveBeenCalledTimes(1)
    cancelPendingRequests()
  })
})

test('buildUrl uses another API base when asked', () => {
  storage.remove(STORAGE_KEYS.cloudNewToken)
  expect(buildUrl({ url: 'file/upload', base: 'upload', method: 'POST' })).toBe('/api/file/upload?token=&siteCode=cd-city&lang=zh')
})

test('click guard ignores calls within 1000 ms', () => {
  jest.useFakeTimers()
  const fn = jest.fn()
  const guarded = guardClick(fn)
  guarded()
  guarded()
  jest.advanceTimersByTime(999)
  guarded()
  expect(fn).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(1)
  guarded()
  expect(fn).toHaveBeenCalledTimes(2)
})
