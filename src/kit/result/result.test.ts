import { call, failureText, mapResult, NO_ANSWER } from '.'

test('code 0 is ok with data (else datas), keeping a message the server sent', async () => {
  expect(await call(Promise.resolve({ code: 0, data: { id: 1 } }))).toEqual({ ok: true, data: { id: 1 } })
  expect(await call(Promise.resolve({ code: 0, datas: [1, 2], msg: 'fine' }))).toEqual({ ok: true, data: [1, 2], message: 'fine' })
})

test('another code is refused with the server message (message, else msg)', async () => {
  expect(await call(Promise.resolve({ code: 400, msg: 'bad phone' }))).toEqual({ ok: false, code: 400, message: 'bad phone' })
})

test('no envelope (network gave up after its retries) is the one NO_ANSWER', async () => {
  expect(await call(Promise.resolve(undefined))).toBe(NO_ANSWER)
})

test('a reader picks the payload of paged answers', async () => {
  const res = await call(Promise.resolve({ code: 0, data: { list: [3], total: 1 } }), (e) => e.data!.list)
  expect(res).toEqual({ ok: true, data: [3] })
})

test('failureText: server message, else the fallback; nothing for codes the lifecycle handled', () => {
  expect(failureText({ ok: false, code: 400, message: 'pageSize 不对' }, 'Failed to get list')).toBe('pageSize 不对')
  expect(failureText({ ok: false, code: 500, message: '' }, 'Failed to get list')).toBe('Failed to get list')
  expect(failureText(NO_ANSWER, 'Failed to get list')).toBe('Failed to get list')
  for (const code of [2, 3, 5]) expect(failureText({ ok: false, code, message: 'x' }, 'fallback')).toBeUndefined()
})

test('mapResult maps data and passes failures through', () => {
  expect(mapResult({ ok: true, data: 2 }, (n) => n * 2)).toEqual({ ok: true, data: 4 })
  expect(mapResult(NO_ANSWER, (n: number) => n)).toBe(NO_ANSWER)
})

test('an answer kept on the device (offline call) says when it was saved', async () => {
  expect(await call(Promise.resolve({ code: 0, data: 1, savedAt: 5 }))).toEqual({ ok: true, data: 1, savedAt: 5 })
})
