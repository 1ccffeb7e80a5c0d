/** /shop-cart: the lines and the total; a refused quantity toasts the shop's words; checkout opens /user-order. */
import '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import ShopCartPage from '.'

jest.mock('@/features/account', () => ({
  useUserStore: Object.assign((select: (s: { user: unknown }) => unknown) => select({ user: { encryption: 'ENC' } }), {
    getState: () => ({ user: { encryption: 'ENC' } }),
  }),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const line = {
  goodsId: 7,
  name: '宜宾燃面 · 家庭装',
  cover: '/api/demo/pictures/noodles-1.svg',
  priceFen: 3600,
  quantity: 2,
  stock: 2,
  kind: 1,
}
const session = { code: 0, data: { sessionId: 'S', expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue({ code: 0, data: { lines: [line], totalFen: 7200, count: 2 } })
  postMock.mockResolvedValue(session)
})

test('lines, quantities and the total', async () => {
  renderWithI18n(<ShopCartPage />)
  expect((await screen.findByTestId('shop-cart-total')).textContent).toBe('共 2 件，合计 ¥72.00')
  expect(screen.getByTestId('cart-quantity-7').textContent).toBe('2')
})

test('one more than the stock: the shop refuses, its words are toasted, the cart unchanged', async () => {
  postMock.mockImplementation((url: string) =>
    Promise.resolve(url === 'member/session' ? session : { code: 400, message: '“宜宾燃面 · 家庭装”库存仅剩 2 件' }),
  )
  renderWithI18n(<ShopCartPage />)
  fireEvent.click(await screen.findByTestId('cart-more-7'))
  await waitFor(() => expect(toasted()).toContain('“宜宾燃面 · 家庭装”库存仅剩 2 件'))
  expect(postMock).toHaveBeenCalledWith('cart/update', { goodsId: 7, quantity: 3 }, expect.anything())
  expect(screen.getByTestId('cart-quantity-7').textContent).toBe('2')
})

test('checkout toasts and opens the orders', async () => {
  postMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'member/session'
        ? session
        : { code: 0, message: '下单成功，请在“我的订单”中付款', data: { orders: [{ orderCode: 'OD1X', orderType: 1, payFen: 7200 }] } },
    ),
  )
  renderWithI18n(<ShopCartPage />)
  fireEvent.click(await screen.findByTestId('shop-checkout'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-order'))
  expect(toasted()).toContain('下单成功，请在“我的订单”中付款')
})

test('an empty cart is an empty state: a cart drawn, the line, a hint and 去逛逛 to the shop', async () => {
  getMock.mockResolvedValue({ code: 0, data: { lines: [], totalFen: 0, count: 0 } })
  renderWithI18n(<ShopCartPage />)
  const empty = await screen.findByTestId('shop-cart-empty')
  expect(empty.textContent).toContain('购物车还是空的')
  expect(empty.textContent).toContain('挑几件本地好物放进来吧')
  expect(screen.getByTestId('shop-cart-empty-glyph')).toBeTruthy()
  expect(screen.queryByTestId('shop-checkout')).toBeNull()
  fireEvent.click(screen.getByTestId('shop-cart-empty-action'))
  expect(screen.getByTestId('shop-cart-empty-action').textContent).toBe('去逛逛')
  expect(navigate).toHaveBeenCalledWith('/dpq-shop')
})
