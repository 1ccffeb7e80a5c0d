/** An order's payment line on the reservation list: amount (yuan or points), how it was paid, the refund. */
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { PaymentLines } from '.'

const line = () => screen.queryByTestId('payment-BK1')?.textContent

test.each([
  ['a free order shows nothing', { payMoney: '' }, undefined],
  ['an unpaid priced order shows its amount', { payMoney: '60.00' }, '¥60.00'],
  ['a points-priced one its points', { payMoney: '', payIntegral: 40 }, '40 积分'],
  ['paid online', { payMoney: '120.00', payType: 'MONEY' }, '¥120.00 · 在线支付'],
  [
    'paid with points, refunded',
    { payMoney: '', payIntegral: 20, payType: 'POINTS', refundState: 'SUCCESS' },
    '20 积分 · 积分支付 · 已退款',
  ],
  ['a refund in progress', { payMoney: '60.00', payType: 'MONEY', refundState: 'PROCESSING' }, '¥60.00 · 在线支付 · 退款中'],
])('%s', (_name, order, expected) => {
  renderWithI18n(<PaymentLines order={{ orderCode: 'BK1', ...order }} className="x" />)
  expect(line()).toBe(expected)
})
