/**
 * Activity rooms and seat selection calls (docs/contract-booking.md "Rooms and seats"), and the
 * room chosen on /time-choice carried to /room-order (product-spec 3 "Shared state: room-order
 * times and selection").
 */
import { create } from 'zustand'
import type { Envelope } from '../../../types/contract'
import type { SeatState } from '../../core/booking/seat-plan'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface ActivityRoom {
  id: number
  venueId: number | null
  venueName: string
  name: string
  image: string
  summary: string
  capacity: number
  area: number
  /** '' free */
  money: string
  integral: number
  bookable: boolean
  reviewed: boolean
  cancelStatus: number
  cancelTime: number
  times: string[]
}

export interface SeatCell {
  id: string
  number: number
  state: SeatState
}

export interface SeatMap {
  slotId: number
  hallName: string
  rows: Array<{ row: number; seats: Array<SeatCell | null> }>
  holdSeconds: number
  maxSeats: number
  mine: string[]
  expiresAt: string
}

export interface SeatHold {
  slotId: number
  seatIds: string[]
  expiresAt: string
}

export const roomApi = {
  list: (venueId: number | string): Promise<Result<ActivityRoom[]>> =>
    call(get<Envelope<ActivityRoom[]>>('res/api/booking/roomList', { venueId })),
  detail: (id: number | string): Promise<Result<ActivityRoom>> => call(get<Envelope<ActivityRoom>>('res/api/booking/roomDetail', { id })),
}

export const seatApi = {
  map: (slotId: number | string): Promise<Result<SeatMap>> => call(get<Envelope<SeatMap>>('act/api/activityOrder/seatMap', { slotId })),
  hold: (slotId: number | string, seatIds: string[], max: number): Promise<Result<SeatHold>> =>
    call(post<Envelope<SeatHold>>('act/api/activityOrder/useSeat', { slotId, seatIds: seatIds.join(','), max })),
}

export interface RoomChoice {
  roomId: number
  slotId: number
  day: string
  startTime: string
  endTime: string
  /** places left in the session when chosen */
  stock: number
}

interface RoomChoiceStore {
  choice: RoomChoice | null
  choose(choice: RoomChoice): void
  clear(): void
}

/** the session chosen on /time-choice/{id}, read by /room-order/{id} (same room only) */
export const useRoomChoice = create<RoomChoiceStore>((set) => ({
  choice: null,
  choose: (choice) => set({ choice }),
  clear: () => set({ choice: null }),
}))
