/** /dpq-shop: the free-charge benefit (code "1"), the category tabs and the goods; a tab filters by category. */
import '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import DpqShopPage from '.'

jest.mock('@/features/account', () => ({
  useUserStore: Object.assign((select: (s: { user: unknown }) => unknown) => select({ user: { encryption: 'ENC' } }), {
    getState: () => ({ user: { encryption: 'ENC' } }),
  }),
}))

const getMock = get as jest.Mock
const goods = (id: number, name: string) => ({
  id,
  categoryId: 1,
  name,
  subtitle: '',
  cover: '',
  priceFen: 3980,
  marketPriceFen: 4500,
  stock: 3,
  sales: 10,
  kind: 1,
})
let electricity: unknown

beforeEach(() => {
  jest.clearAllMocks()
  electricity = { code: '1', msg: 'ok', data: { freeTimes: 2, kwhPerTime: 30, validUntil: '2026-03-31' } }
  getMock.mockImplementation((url: string, query: { categoryId?: number }) =>
    Promise.resolve(
      url === 'category/list'
        ? {
            code: 0,
            datas: [
              { id: 1, name: '川味特产' },
              { id: 2, name: '川茶' },
            ],
          }
        : url === 'electricity/api/getElectricityFree'
          ? electricity
          : {
              code: 0,
              datas: query.categoryId === 2 ? [goods(9, '竹叶青 · 峨眉高山绿茶')] : [goods(1, '郫县豆瓣 · 三年陈酿')],
              page: { total: 1, totalPage: 1 },
            },
    ),
  )
})

test('the benefit, the tabs and the goods; a tab lists its category', async () => {
  renderWithI18n(<DpqShopPage />)
  expect((await screen.findByTestId('electricity-benefit')).textContent).toContain('本月可免费充电 2 次，每次 30 度，2026-03-31 前有效')
  expect((await screen.findByTestId('goods-1')).textContent).toContain('郫县豆瓣 · 三年陈酿')
  expect(screen.getByTestId('goods-1').textContent).toContain('¥39.80')
  fireEvent.click(await screen.findByTestId('shop-tab-2'))
  expect((await screen.findByTestId('goods-9')).textContent).toContain('竹叶青')
})

test('no benefit shown when the power company does not answer "1"', async () => {
  electricity = { code: 1, data: { freeTimes: 2, kwhPerTime: 30, validUntil: '2026-03-31' } }
  renderWithI18n(<DpqShopPage />)
  await screen.findByTestId('goods-1')
  await waitFor(() => expect(getMock).toHaveBeenCalledWith('electricity/api/getElectricityFree', expect.anything(), expect.anything()))
  expect(screen.queryByTestId('electricity-benefit')).toBeNull()
})
