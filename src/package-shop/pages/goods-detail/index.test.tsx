/** /goods-detail/{id}: the goods with its pictures, price and text; add to cart (login first); a refusal toasts the shop's words. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import GoodsDetailPage from '.'

const mockRequirePhone = jest.fn(() => true)
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ requirePhone: mockRequirePhone, element: null }),
  useUserStore: Object.assign((select: (s: { user: unknown }) => unknown) => select({ user: { encryption: 'ENC' } }), {
    getState: () => ({ user: { encryption: 'ENC' } }),
  }),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const goods = {
  id: 7,
  categoryId: 3,
  name: '蒙顶甘露 · 明前特级',
  subtitle: '50 g × 2 罐',
  cover: '/api/demo/pictures/tea-1.svg',
  pictures: ['/api/demo/pictures/tea-1.svg', '/api/demo/pictures/tea-2.svg', '/api/demo/pictures/tea-3.svg'],
  priceFen: 26800,
  marketPriceFen: 32000,
  stock: 70,
  sales: 221,
  kind: 1,
  detail: '“扬子江中水，蒙山顶上茶”。',
  origin: '雅安市名山区蒙顶山',
  shopName: '天府文创优选',
  categoryName: '川茶',
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '7' })
  getMock.mockResolvedValue({ code: 0, data: goods })
  postMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'member/session'
        ? { code: 0, data: { sessionId: 'S', expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }
        : { code: 0, message: '已加入购物车', data: { lines: [], totalFen: 26800, count: 1 } },
    ),
  )
})

test('pictures, price with the market price, stock, origin and the text', async () => {
  renderWithI18n(<GoodsDetailPage />)
  expect((await screen.findByTestId('goods-name')).textContent).toBe('蒙顶甘露 · 明前特级')
  expect(screen.getByTestId('goods-pictures').querySelectorAll('.shop-gallery__image')).toHaveLength(3)
  expect(screen.getByTestId('goods-price').textContent).toBe('¥268.00¥320.00')
  expect(screen.getByTestId('goods-stock').textContent).toContain('库存 70')
  expect(screen.getByText('产地：雅安市名山区蒙顶山')).toBeTruthy()
  expect(screen.getByTestId('goods-detail-text').textContent).toContain('蒙山顶上茶')
  expect(getMock).toHaveBeenCalledWith('goods/detail', { id: '7' }, expect.anything())
})

test('add to cart sends one goods and toasts the shop’s words', async () => {
  renderWithI18n(<GoodsDetailPage />)
  fireEvent.click(await screen.findByTestId('goods-add-cart'))
  await waitFor(() => expect(toasted()).toContain('已加入购物车'))
  expect(postMock).toHaveBeenCalledWith('cart/add', { goodsId: 7, quantity: 1 }, expect.anything())
})

test('without a bound phone the gate shows and nothing is added', async () => {
  mockRequirePhone.mockReturnValueOnce(false)
  renderWithI18n(<GoodsDetailPage />)
  fireEvent.click(await screen.findByTestId('goods-add-cart'))
  await waitFor(() => expect(mockRequirePhone).toHaveBeenCalled())
  expect(postMock).not.toHaveBeenCalled()
})

test('sold out: no add button', async () => {
  getMock.mockResolvedValue({ code: 0, data: { ...goods, stock: 0 } })
  renderWithI18n(<GoodsDetailPage />)
  expect((await screen.findByTestId('goods-stock')).textContent).toContain('已售罄')
  expect(screen.queryByTestId('goods-add-cart')).toBeNull()
})
