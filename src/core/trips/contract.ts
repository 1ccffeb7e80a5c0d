/**
 * Shapes of the journey calls (resExt/api/journey/*, docs/contract-trips.md) and the transport
 * queries (resExt/api/train|flight|bus|car/query), shared by the app and the server.
 */
import type { PlanDay } from './rules'

export interface TripItem {
  id: number
  name: string
  cover: string
  /** one line for a recommended trip */
  intro: string
  departureCity: string
  /** yyyy-mm-dd; '' for a recommended trip (it has days, no dates) */
  startDate: string
  endDate: string
  /** days of the plan */
  days: number
  preference: string
  companions: string
  mode: string
  /** the destinations' names in the order of the visit */
  placeNames: string[]
  /** a recommended trip of the site (anyone may copy it), else the caller's own */
  recommended: boolean
  /** the trip it was copied from, 0 for none */
  copiedFrom: number
}

export interface TripPlace {
  id: number
  name: string
  cover: string
  address: string
  summary: string
  /** CONTENT_TYPE_SCENERY */
  resourceType: string
  longitude: number | null
  latitude: number | null
}

export interface TripDetail extends TripItem {
  placeIds: number[]
  places: TripPlace[]
  /** the day-by-day plan (buildDayPlan of src/core/trips/rules.ts) */
  plan: PlanDay<TripPlace>[]
}

export type TransportKind = 'train' | 'flight' | 'bus' | 'car'

export interface TransportSeat {
  /** e.g. 二等座, 一等座, 硬卧, 经济舱, 普通座 */
  name: string
  /** yuan, as shown */
  price: number
  /** seats left; 0 sold out */
  left: number
}

/** one row of a timetable or one car offer */
export interface TransportRow {
  /** train number, flight number, bus line code or offer code */
  code: string
  /** carrier, airline, bus company or car company */
  carrier: string
  fromStation: string
  toStation: string
  /** HH:mm */
  departTime: string
  arriveTime: string
  /** days after the travel date the row arrives (overnight trains) */
  arriveDayOffset: number
  durationMinutes: number
  /** the lowest price of its seats, yuan */
  price: number
  /** seats left in all */
  seatsLeft: number
  seats: TransportSeat[]
  /** car offers: the vehicle and what the price covers (per day / whole trip) */
  vehicle?: string
  priceUnit?: 'trip' | 'day'
}

export interface TransportAnswer {
  kind: TransportKind
  from: string
  to: string
  date: string
  /** the provider answering (dev, juhe) */
  provider: string
  rows: TransportRow[]
}

/** the places a search form may offer, per kind (cities; and their stations, airports or bus stations) */
export interface TransportPlace {
  city: string
  stations: string[]
}
