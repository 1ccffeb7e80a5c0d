import { get, post } from '../../services/request'
import { resourceApi } from '.'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
const mockGet = get as jest.Mock
const mockPost = post as jest.Mock
beforeEach(() => {
  mockGet.mockReset()
  mockPost.mockReset()
})

interface Row {
  id: number
  phone: string
}

test('list sends the filters and the variant a page query without a loading indicator, and reads one page', async () => {
  mockGet.mockResolvedValue({ code: 0, datas: [{ id: 1, phone: 'x' }], page: { total: 11, totalPage: 2 } })
  const api = resourceApi<Row, Row, { channelCode: string; tagId?: string }>('res/api/content')
  const res = await api.list({ channelCode: 'all', tagId: '' }, { page: 1, pageSize: 10 })
  expect(mockGet).toHaveBeenCalledWith(
    'res/api/content/list',
    { channelCode: 'all', currPage: 1, pageSize: 10 },
    { loading: false, offline: true },
  )
  expect(res).toEqual({ ok: true, data: { items: [{ id: 1, phone: 'x' }], totalPage: 2 } })
})

test('a pageNum (b) resource pages with pageNum and reads data.list; rows pass through readItem', async () => {
  mockGet.mockResolvedValue({ code: 0, data: { list: [{ id: 1, phone: 'enc' }], total: 1, pageSize: 10 } })
  const api = resourceApi<Row>('order/api/zytf', {
    variant: 'b',
    paths: { list: 'orderList' },
    readItem: (r) => ({ ...r, phone: 'plain' }),
  })
  const res = await api.list({}, { page: 3, pageSize: 10 })
  expect(mockGet.mock.calls[0][0]).toBe('order/api/zytf/orderList')
  expect(mockGet.mock.calls[0][1]).toEqual({ pageNum: 3, pageSize: 10 })
  expect(res).toEqual({ ok: true, data: { items: [{ id: 1, phone: 'plain' }], totalPage: 1 } })
})

test('detail, save (through writeDraft) and remove call <base>/detail, save and delete', async () => {
  const api = resourceApi<Row>('user/api/receiveAddress', { writeDraft: (d) => ({ ...d, phone: 'enc' }) })
  mockGet.mockResolvedValue({ code: 0, data: { id: 4, phone: '1' } })
  expect(await api.detail(4)).toEqual({ ok: true, data: { id: 4, phone: '1' } })
  expect(mockGet).toHaveBeenCalledWith('user/api/receiveAddress/detail', { id: 4 }, { offline: true })
  mockPost.mockResolvedValue({ code: 0, data: { id: 4, phone: '1' } })
  await api.save({ id: 4, phone: '1' })
  expect(mockPost).toHaveBeenCalledWith('user/api/receiveAddress/save', { id: 4, phone: 'enc' })
  mockPost.mockResolvedValue(undefined)
  expect(await api.remove(4)).toEqual({ ok: false, noAnswer: true })
  expect(mockPost).toHaveBeenLastCalledWith('user/api/receiveAddress/delete', { id: 4 })
})

test('a refused detail keeps the server code and message', async () => {
  mockGet.mockResolvedValue({ code: 404, message: '记录不存在' })
  expect(await resourceApi<Row>('x').detail(9)).toEqual({ ok: false, code: 404, message: '记录不存在' })
})

test('apiBase: every call goes to that base of the site (the memorial on the worship base)', async () => {
  const api = resourceApi<Row>('rest/memorial/hall', { apiBase: 'worship' })
  mockGet.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  await api.list({}, { page: 1, pageSize: 10 })
  expect(mockGet.mock.calls[0][2]).toEqual({ loading: false, offline: true, base: 'worship' })
  mockGet.mockResolvedValue({ code: 0, data: { id: 4, phone: '1' } })
  await api.detail(4)
  expect(mockGet.mock.calls[1][2]).toEqual({ offline: true, base: 'worship' })
  mockPost.mockResolvedValue({ code: 0 })
  await api.save({ id: 4 })
  await api.remove(4)
  expect(mockPost.mock.calls.map((c) => c[2])).toEqual([{ base: 'worship' }, { base: 'worship' }])
})
