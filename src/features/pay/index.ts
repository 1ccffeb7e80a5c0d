/** Payment of bookings (issue 12): the calls and the words of an order's payment; the page is package-booking/order-pay. */
export { payApi, type PayOrder, type PayAnswer, type DevPayParams } from './api'
export { PaymentLines, amountText, type PaymentOfOrder } from './PaymentLines'
