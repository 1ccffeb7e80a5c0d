/** What a booking costs: one rule for the form, the detail and book() (issue 28: ¥50 shown, 20 points taken). */
import { bookingCharge, bookingPrice, priceText, ticketPriceFen } from './price'

test('money wins over points; neither is free', () => {
  expect(bookingPrice({ priceFen: 6000, pricePoints: 0 })).toEqual({ kind: 'money', fen: 6000 })
  expect(bookingPrice({ priceFen: 0, pricePoints: 20 })).toEqual({ kind: 'points', points: 20 })
  expect(bookingPrice({ priceFen: 5000, pricePoints: 20 })).toEqual({ kind: 'money', fen: 5000 })
  expect(bookingPrice({ priceFen: 0, pricePoints: 0 })).toEqual({ kind: 'free' })
})

test('an order of n people asks n times the price, in one currency only', () => {
  expect(bookingCharge({ priceFen: 6000, pricePoints: 0 }, 3)).toEqual({ payMoneyFen: 18000, payPoints: 0, paid: true })
  expect(bookingCharge({ priceFen: 0, pricePoints: 20 }, 2)).toEqual({ payMoneyFen: 0, payPoints: 40, paid: true })
  expect(bookingCharge({ priceFen: 5000, pricePoints: 20 }, 2)).toEqual({ payMoneyFen: 10000, payPoints: 0, paid: true })
  expect(bookingCharge({ priceFen: 0, pricePoints: 0 }, 5)).toEqual({ payMoneyFen: 0, payPoints: 0, paid: false })
})

test('the words of a price: each, or the total for the people chosen', () => {
  expect(priceText({ kind: 'money', fen: 6000 })).toEqual({ key: 'price.moneyEach', values: { money: '60.00' } })
  expect(priceText({ kind: 'money', fen: 6000 }, 2)).toEqual({ key: 'price.moneyTotal', values: { money: '120.00' } })
  expect(priceText({ kind: 'points', points: 20 }, 3)).toEqual({ key: 'price.pointsTotal', values: { points: 60 } })
  expect(priceText({ kind: 'free' }, 3)).toEqual({ key: 'price.free', values: {} })
})

test('a price text as the fen its ticket costs: the first ¥ amount; free, empty or no amount is 0', () => {
  expect(ticketPriceFen('¥55')).toBe(5500)
  expect(ticketPriceFen('￥ 12.5')).toBe(1250)
  expect(ticketPriceFen('¥80 / 人起')).toBe(8000)
  expect(ticketPriceFen('人均 ¥85')).toBe(8500)
  expect(ticketPriceFen('免费')).toBe(0)
  expect(ticketPriceFen('免费（需预约）')).toBe(0)
  expect(ticketPriceFen('')).toBe(0)
  expect(ticketPriceFen('含在景区门票内')).toBe(0)
})
