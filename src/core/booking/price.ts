/**
 * What a booking costs (issue 28: the detail said ¥50, the booking took 20 points, the form said
 * nothing). One rule for the server's book(), the booking form, "Book a visit" and the place
 * detail: a bookable place's price IS its booking resource's price, per person, in money (fen) or
 * in points, never both (a priced resource asks money; one priced only in points asks points);
 * an order of n people asks n times it. A place's own price text is shown only where the place
 * takes no bookings.
 */
import { yuanOf } from './payment'

export interface BookingPriceInput {
  /** fen per person, 0 none */
  priceFen: number
  /** points per person, 0 none */
  pricePoints: number
}

export type BookingPrice = { kind: 'free' } | { kind: 'money'; fen: number } | { kind: 'points'; points: number }

/** the price of one person's booking */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  if (input.priceFen > 0) return { kind: 'money', fen: input.priceFen }
  if (input.pricePoints > 0) return { kind: 'points', points: input.pricePoints }
  return { kind: 'free' }
}

/** what an order of `people` asks: money (fen) or points; `paid` when it must be paid before it holds */
export function bookingCharge(input: BookingPriceInput, people: number): { payMoneyFen: number; payPoints: number; paid: boolean } {
  const price = bookingPrice(input)
  const payMoneyFen = price.kind === 'money' ? price.fen * people : 0
  const payPoints = price.kind === 'points' ? price.points * people : 0
  return { payMoneyFen, payPoints, paid: payMoneyFen > 0 || payPoints > 0 }
}

/** the locale key (booking namespace) and values that say a price: "¥60.00 / 人", "20 积分 / 人", "免费" */
export function priceText(price: BookingPrice, people?: number): { key: string; values: Record<string, string | number> } {
  const each = people === undefined
  if (price.kind === 'money')
    return { key: each ? 'price.moneyEach' : 'price.moneyTotal', values: { money: yuanOf(price.fen * (people ?? 1)) } }
  if (price.kind === 'points')
    return { key: each ? 'price.pointsEach' : 'price.pointsTotal', values: { points: price.points * (people ?? 1) } }
  return { key: 'price.free', values: {} }
}

/**
 * The ticket price a place's own price text states, in fen: "¥55" -> 5500, "¥80 / 人起" -> 8000,
 * "免费", "免费（需预约）", "" or a text with no ¥ amount ("含在景区门票内") -> 0. The demo seed prices
 * a bookable place's booking by it, so the booking asks what the detail's ticket says (issue 28:
 * a free street booked at ¥60, a ¥55 panda base booked free).
 */
export function ticketPriceFen(text: string): number {
  if (text.trim().startsWith('免费')) return 0
  const amount = /[¥￥]\s*(\d+(?:\.\d{1,2})?)/.exec(text)
  return amount ? Math.round(Number(amount[1]) * 100) : 0
}
