/** Booking (issue 12): the calls and the blocks place pages show; pages live in package-booking. */
export { bookingApi, reservationApi, newSubmitKey, type AppointmentDay, type ReservationOrder, type SessionTime } from './api'
export { BookEntry } from './BookEntry'
export { BookingPrice } from './BookingPrice'
export { SummaryLines, type SummaryLine } from './SummaryLines'
export { RoomsEntry } from './RoomsEntry'
export {
  appointmentApi,
  queryResourceApi,
  tripartiteOrderApi,
  zytfOrderApi,
  type BookingDetail,
  type QueryResource,
  type RouteNotes,
  type RouteProduct,
  type TripartiteOrder,
  type ZytfOrder,
} from './appointments-api'
export { thirdPartyLink, returnAddress, routeLink } from './third-party'
export { TripartiteInfo, type TripartiteOrderInfo } from './TripartiteInfo'
export { DayStrip, SessionChooser } from './SessionPicker'
export {
  roomApi,
  seatApi,
  useRoomChoice,
  type ActivityRoom,
  type RoomChoice,
  type SeatCell,
  type SeatHold,
  type SeatMap,
} from './rooms-api'
