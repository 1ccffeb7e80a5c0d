/** /regional-rank body against a mocked ranking: regions numbered, with their kind (市, 州) or level, place count and heat. */
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { regionRankApi } from './ranking'
import { RegionRankView } from './RegionRankView'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('./ranking', () => ({ regionRankApi: { variant: 'c', list: jest.fn() } }))
const list = regionRankApi.list as jest.Mock

test('regions in the answer order, numbered, with their level, places and heat', async () => {
  list.mockResolvedValue({
    ok: true,
    data: {
      items: [
        { regionCode: '510181', regionName: '都江堰市', level: 3, placeCount: 12, heat: 3400 },
        { regionCode: '510100', regionName: '成都市', level: 2, kind: 'city', placeCount: 1, heat: 900 },
        { regionCode: '513200', regionName: '阿坝藏族羌族自治州', level: 2, kind: 'prefecture', placeCount: 9, heat: 800 },
      ],
      totalPage: 1,
    },
  })
  renderWithI18n(<RegionRankView />)
  const first = await screen.findByTestId('region-510181')
  expect(first.textContent).toBe('1都江堰市区县 · 12 处热度 3400')
  expect(screen.getByTestId('region-510100').textContent).toContain('2成都市市 · 1 处')
  // an autonomous prefecture is a 州, not a 市
  expect(screen.getByTestId('region-513200').textContent).toContain('3阿坝藏族羌族自治州州 · 9 处')
  expect(list).toHaveBeenCalledWith({}, { page: 1, pageSize: 10 })
})
