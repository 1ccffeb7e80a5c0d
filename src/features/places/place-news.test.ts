/** The news of a place: the news search for its name, two, read as id / title / cover. */
import { get } from '../../services/request'
import { placeNews } from './place-news'

jest.mock('../../services/request', () => ({ get: jest.fn() }))
const mockGet = get as jest.Mock

test('asks the search for the name among the news, two of them, and reads the hits', async () => {
  mockGet.mockResolvedValue({
    code: 0,
    datas: [
      { resourceId: 3, title: '熊猫基地新生宝宝', cover: '/api/demo/pictures/panda-1.svg', summary: '' },
      { resourceId: 4, title: '熊猫基地夜游', cover: '', summary: '' },
    ],
  })
  const res = await placeNews(' 成都大熊猫繁育研究基地 ')
  expect(mockGet).toHaveBeenCalledWith(
    'res/api/es/search',
    { keyword: '成都大熊猫繁育研究基地', type: 'NEWS', currPage: 1, pageSize: 2 },
    { loading: false },
  )
  expect(res).toEqual({
    ok: true,
    data: [
      { id: 3, title: '熊猫基地新生宝宝', cover: '/api/demo/pictures/panda-1.svg' },
      { id: 4, title: '熊猫基地夜游', cover: '' },
    ],
  })
})

test('a name longer than the search takes is cut to 50 characters', async () => {
  mockGet.mockResolvedValue({ code: 0, datas: [] })
  await placeNews('名'.repeat(80))
  expect(mockGet.mock.calls.at(-1)[1].keyword).toHaveLength(50)
})
