/** Orders of the user centre and staff write-off (issue 12): calls and blocks; pages live in package-booking. */
export {
  genericOrderApi,
  orderApi,
  pendingApi,
  staffApi,
  type ECode,
  type GenericOrder,
  type OrderDetail,
  type PendingBooking,
  type Shipment,
  type StaffBooking,
  type StaffResource,
} from './api'
export { ECodeCard } from './ECodeCard'
export { OrderActions } from './OrderActions'
export { OrderItems } from './OrderItems'
export { OrderStatus } from './OrderStatus'
export { qrDataUrl } from './qr'
