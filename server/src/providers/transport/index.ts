/**
 * Transport timetables (/train-search, /plane-search, /bus-search, /car-search; docs/contract-trips.md).
 * `TRANSPORT_PROVIDER`:
 * - `dev` (default, DevTransportProvider): a believable, deterministic timetable computed from the
 *   places of ./catalogue.ts and the date: the departures of a line are the same every day (a
 *   timetable), weekends add departures, and seats left and air fares move with the date; any date
 *   has rows. Car offers (chartered cars between two cities, rental cars at the departure city).
 * - `juhe` (JuheTransportProvider): Juhe (聚合数据) timetable APIs with `JUHE_TRAIN_KEY`,
 *   `JUHE_FLIGHT_KEY`, `JUHE_BUS_KEY` (each kind needs its own key; a kind without a key answers the
 *   dev timetable), optional `JUHE_BASE_URL` (default https://apis.juhe.cn). Juhe has no car offers:
 *   those always come from the dev catalogue.
 */
import { CITIES, distanceKm, resolvePlace, type ResolvedPlace, type TransportCity } from './catalogue'
import type { TransportKind, TransportRow, TransportSeat } from '../../../../src/core/trips/contract'
import { ConfigError } from '../../config'
import { chooseProvider, isProduction, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../production'

export { CITIES, resolvePlace } from './catalogue'

export interface TransportQuery {
  kind: TransportKind
  from: string
  to: string
  /** yyyy-mm-dd */
  date: string
}

/** a place the provider does not know (the route refuses it with trips:error.unknownStation) */
export class UnknownPlaceError extends Error {
  constructor(readonly place: string) {
    super(`unknown place ${place}`)
  }
}

export interface TransportProvider {
  readonly name: 'dev' | 'juhe' | 'off'
  search(query: TransportQuery): Promise<TransportRow[]>
}

/** FNV-1a of a text → [0, 1): the same text, the same number */
export function unit(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0) / 4294967296
}

const pad = (n: number) => String(n).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v))
const round = (v: number) => Math.round(v * 2) / 2

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}
const isWeekend = (date: string) => [0, 5, 6].includes(weekday(date))

function placeOrThrow(name: string): ResolvedPlace {
  const place = resolvePlace(name)
  if (!place) throw new UnknownPlaceError(name)
  return place
}

/** the stations of a side: the one asked for, else the city's (of this kind) */
function stationsOf(place: ResolvedPlace, all: string[]): string[] {
  return place.station && all.includes(place.station) ? [place.station] : all
}

interface Leg {
  from: ResolvedPlace
  to: ResolvedPlace
  km: number
  line: string
}

function legOf(q: TransportQuery): Leg {
  const from = placeOrThrow(q.from)
  const to = placeOrThrow(q.to)
  return { from, to, km: distanceKm(from.city, to.city), line: `${from.city.name}-${to.city.name}` }
}

function seatsLeft(key: string, capacity: number): number {
  const r = unit(key)
  // one departure in twelve is sold out; the rest have a few to many seats
  return r < 1 / 12 ? 0 : Math.round(capacity * (0.05 + 0.95 * unit(`${key}#n`)))
}

function row(base: Omit<TransportRow, 'price' | 'seatsLeft' | 'arriveTime' | 'arriveDayOffset'> & { departMinutes: number }): TransportRow {
  const { departMinutes, ...rest } = base
  const arrive = departMinutes + base.durationMinutes
  const open = base.seats.filter((s) => s.left > 0)
  return {
    ...rest,
    arriveTime: clock(arrive),
    arriveDayOffset: Math.floor(arrive / 1440),
    price: Math.min(...(open.length ? open : base.seats).map((s) => s.price)),
    seatsLeft: base.seats.reduce((n, s) => n + s.left, 0),
  }
}

const INTERCITY_SKIP = new Set(['成都东站'])

function trains(q: TransportQuery, leg: Leg): TransportRow[] {
  const { from, to } = leg
  const railKm = leg.km * 1.25 + 8
  const intercity = railKm < 90
  // intercity trains (成灌铁路) leave from the city's old stations, not the high-speed hub
  const local = (stations: string[]) => (intercity && stations.length > 2 ? stations.filter((s) => !INTERCITY_SKIP.has(s)) : stations)
  const fromStations = stationsOf(from, local(from.city.train))
  const toStations = stationsOf(to, local(to.city.train))
  if (fromStations.length === 0 || toStations.length === 0) return []
  const xinjiang = (c: TransportCity) => c.lng < 92
  const conventional =
    !intercity && railKm > 300 && (!!from.city.conventional || !!to.city.conventional || xinjiang(from.city) !== xinjiang(to.city))
  const kind = intercity ? 'C' : conventional ? 'K' : railKm < 400 ? 'D' : 'G'
  const speed = { C: 140, D: 170, G: 230, K: 85 }[kind]
  const daily = intercity ? 26 : conventional ? 3 : clamp(Math.round(34 - railKm / 70), 6, 28)
  const count = daily + (isWeekend(q.date) && !conventional ? Math.ceil(daily / 6) : 0)
  const first = intercity ? 6 * 60 + 20 : conventional ? 9 * 60 : 6 * 60 + 50
  const last = intercity ? 22 * 60 : conventional ? 21 * 60 : 20 * 60 + 40
  const step = count > 1 ? (last - first) / (count - 1) : 0
  const rows: TransportRow[] = []
  const used = new Set<string>()
  for (let i = 0; i < count; i++) {
    const lineKey = `${leg.line}|${kind}|${i}`
    const depart = Math.round((first + step * i + (unit(lineKey) - 0.5) * step * 0.6) / 5) * 5
    let number = `${kind}${kind === 'C' ? 6100 + i * 2 + 1 : Math.floor(1000 + unit(`${lineKey}#no`) * 8999)}`
    while (used.has(number)) number = `${number.slice(0, 1)}${Number(number.slice(1)) + 2}`
    used.add(number)
    const duration = Math.round((railKm / speed) * 60 + (intercity ? 8 : 12) + unit(`${lineKey}#stops`) * (intercity ? 14 : 40))
    const dayKey = `${q.date}|${number}`
    const seats: TransportSeat[] =
      kind === 'K'
        ? [
            { name: '硬座', price: round(railKm * 0.09 + 6), left: seatsLeft(`${dayKey}|硬座`, 118) },
            { name: '硬卧', price: round(railKm * 0.16 + 20), left: seatsLeft(`${dayKey}|硬卧`, 66) },
            { name: '软卧', price: round(railKm * 0.25 + 30), left: seatsLeft(`${dayKey}|软卧`, 36) },
          ]
        : [
            {
              name: '二等座',
              price: round(kind === 'C' ? 10 + railKm * 0.05 : railKm * (kind === 'G' ? 0.46 : 0.31)),
              left: seatsLeft(`${dayKey}|二等`, 420),
            },
            {
              name: '一等座',
              price: round(kind === 'C' ? 15 + railKm * 0.08 : railKm * (kind === 'G' ? 0.74 : 0.5)),
              left: seatsLeft(`${dayKey}|一等`, 56),
            },
            ...(kind === 'G' ? [{ name: '商务座', price: round(railKm * 1.45), left: seatsLeft(`${dayKey}|商务`, 10) }] : []),
          ]
    rows.push(
      row({
        code: number,
        carrier: '中国铁路',
        fromStation: fromStations[i % fromStations.length],
        toStation: toStations[(i + Math.floor(i / fromStations.length)) % toStations.length],
        departTime: clock(depart),
        departMinutes: depart,
        durationMinutes: duration,
        seats,
      }),
    )
  }
  return rows.sort((a, b) => a.departTime.localeCompare(b.departTime))
}

const AIRLINES: Array<[string, string]> = [
  ['3U', '四川航空'],
  ['CA', '中国国际航空'],
  ['MU', '中国东方航空'],
  ['CZ', '中国南方航空'],
  ['EU', '成都航空'],
  ['HU', '海南航空'],
]

function flights(q: TransportQuery, leg: Leg): TransportRow[] {
  const { from, to } = leg
  const fromAirports = from.city.airports.filter(([n]) => !from.station || from.station === n)
  const toAirports = to.city.airports.filter(([n]) => !to.station || to.station === n)
  if (fromAirports.length === 0 || toAirports.length === 0 || leg.km < 200) return []
  const count = clamp(Math.round(leg.km / 160), 3, 14)
  const first = 7 * 60 + 5
  const last = 22 * 60
  const step = (last - first) / Math.max(1, count - 1)
  const fullFare = Math.round(leg.km * 0.95 + 120)
  const rows: TransportRow[] = []
  for (let i = 0; i < count; i++) {
    const lineKey = `${leg.line}|air|${i}`
    const [code, airline] = AIRLINES[Math.floor(unit(lineKey) * AIRLINES.length)]
    const number = `${code}${Math.floor(1000 + unit(`${lineKey}#no`) * 8999)}`
    const depart = Math.round((first + step * i + (unit(`${lineKey}#t`) - 0.5) * step * 0.5) / 5) * 5
    const duration = Math.round(((leg.km * 1.1) / 760) * 60 + 40 + unit(`${lineKey}#d`) * 15)
    const dayKey = `${q.date}|${number}`
    // the fare of the day: 35% to 95% of the full fare, dearer at weekends
    const discount = clamp(0.35 + unit(dayKey) * 0.5 + (isWeekend(q.date) ? 0.1 : 0), 0.35, 0.95)
    rows.push(
      row({
        code: number,
        carrier: airline,
        fromStation: fromAirports[i % fromAirports.length][0],
        toStation: toAirports[(i + 1) % toAirports.length][0],
        departTime: clock(depart),
        departMinutes: depart,
        durationMinutes: duration,
        seats: [
          { name: '经济舱', price: Math.round((fullFare * discount) / 10) * 10, left: seatsLeft(`${dayKey}|Y`, 150) },
          { name: '公务舱', price: Math.round((fullFare * 2.6) / 10) * 10, left: seatsLeft(`${dayKey}|C`, 8) },
        ],
      }),
    )
  }
  return rows.sort((a, b) => a.departTime.localeCompare(b.departTime))
}

function busCompany(a: TransportCity, b: TransportCity): string {
  if (a.lng < 92 || b.lng < 92) return '新疆天山客运'
  if (a.name === '重庆' || b.name === '重庆') return '重庆公路运输集团'
  return a.name === '成都' || b.name === '成都' ? '四川省汽车运输成都公司' : '四川交投客运'
}

function buses(q: TransportQuery, leg: Leg): TransportRow[] {
  const { from, to } = leg
  const fromStations = stationsOf(from, from.city.bus)
  const toStations = stationsOf(to, to.city.bus)
  const roadKm = leg.km * 1.3 + 5
  if (fromStations.length === 0 || toStations.length === 0 || roadKm > 900) return []
  const count = clamp(Math.round(18 - roadKm / 35), 2, 18) + (isWeekend(q.date) ? 1 : 0)
  const first = 7 * 60
  const last = roadKm > 400 ? 13 * 60 : 18 * 60 + 30
  const step = (last - first) / Math.max(1, count - 1)
  const carrier = busCompany(from.city, to.city)
  const rows: TransportRow[] = []
  for (let i = 0; i < count; i++) {
    const lineKey = `${leg.line}|bus|${i}`
    const depart = Math.round((first + step * i) / 10) * 10
    const code = `${Math.floor(100 + unit(lineKey) * 800)}${pad(i + 1)}`
    const seatCap = roadKm > 200 ? 49 : 35
    rows.push(
      row({
        code,
        carrier,
        fromStation: fromStations[i % fromStations.length],
        toStation: toStations[i % toStations.length],
        departTime: clock(depart),
        departMinutes: depart,
        durationMinutes: Math.round((roadKm / 62) * 60 + 15),
        seats: [{ name: '普通座', price: Math.round(roadKm * 0.3 + 6), left: seatsLeft(`${q.date}|${code}`, seatCap) }],
      }),
    )
  }
  return rows
}

const CHARTERS: Array<[string, number, number]> = [
  ['经济型5座 · 大众朗逸', 220, 2.4],
  ['舒适型5座 · 丰田凯美瑞', 320, 3.1],
  ['商务7座 · 别克GL8', 480, 4.2],
  ['中巴19座 · 丰田考斯特', 900, 7.5],
]
const RENTALS: Array<[string, string, number]> = [
  ['神州租车', '大众朗逸 自动挡 5座', 139],
  ['一嗨租车', '丰田卡罗拉 自动挡 5座', 149],
  ['携程租车', '比亚迪秦PLUS 新能源 5座', 119],
  ['神州租车', '别克GL8 自动挡 7座', 399],
  ['一嗨租车', '丰田汉兰达 四驱 7座', 459],
]

function cars(q: TransportQuery, leg: Leg): TransportRow[] {
  const roadKm = Math.round(leg.km * 1.3 + 5)
  const minutes = Math.round((roadKm / 65) * 60 + 10)
  const weekend = isWeekend(q.date) ? 1.2 : 1
  const pickup = leg.from.station ?? `${leg.from.city.name}市区`
  const dropoff = leg.to.station ?? `${leg.to.city.name}市区`
  const charters = CHARTERS.map(([vehicle, base, perKm], i) => {
    const left = seatsLeft(`${q.date}|${leg.line}|charter|${i}`, 6)
    return row({
      code: `BC${pad(i + 1)}`,
      carrier: '蜀道包车',
      vehicle,
      priceUnit: 'trip',
      fromStation: pickup,
      toStation: dropoff,
      departTime: '08:00',
      departMinutes: 8 * 60,
      durationMinutes: minutes,
      seats: [{ name: vehicle, price: Math.round(((base + roadKm * perKm) * weekend) / 10) * 10, left }],
    })
  })
  const rentals = RENTALS.map(([company, vehicle, perDay], i) => {
    const left = seatsLeft(`${q.date}|${leg.from.city.name}|rent|${i}`, 12)
    return row({
      code: `ZC${pad(i + 1)}`,
      carrier: company,
      vehicle,
      priceUnit: 'day',
      fromStation: `${company}${leg.from.city.name}${['东站', '机场', '市区'][i % 3]}店`,
      toStation: `${leg.to.city.name}异地还车`,
      departTime: '08:00',
      departMinutes: 8 * 60,
      durationMinutes: 12 * 60,
      seats: [{ name: vehicle, price: Math.round(perDay * weekend), left }],
    })
  })
  return [...charters, ...rentals]
}

export class DevTransportProvider implements TransportProvider {
  readonly name = 'dev' as const
  async search(q: TransportQuery): Promise<TransportRow[]> {
    const leg = legOf(q)
    switch (q.kind) {
      case 'train':
        return trains(q, leg)
      case 'flight':
        return flights(q, leg)
      case 'bus':
        return buses(q, leg)
      case 'car':
        return cars(q, leg)
    }
  }
}

type Fetch = typeof fetch

interface JuheEnvelope {
  error_code?: number
  reason?: string
  result?: unknown
}

const hm = (v: unknown) => String(v ?? '').slice(-5)
const minutesOf = (v: unknown) => {
  const text = String(v ?? '')
  const m = /(?:(\d+)[:时小时]+)?(\d+)分?/.exec(text)
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2]) : 0
}
const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0)

/**
 * Juhe (聚合数据) timetables. Calls (GET, `key` per kind):
 *   train  /fapigw/train/query?departure_station=&arrival_station=&date=&search_type=1
 *   flight /flight/query?departure=<IATA>&arrival=<IATA>&departureDate=
 *   bus    /fapigw/bus/query?departure=&arrival=&date=
 * Answers `{error_code: 0, result}`; rows mapped field by field below (a missing field reads as
 * empty or 0). Cities are sent by name, airports by the catalogue's IATA codes.
 */
export class JuheTransportProvider implements TransportProvider {
  readonly name = 'juhe' as const
  constructor(
    private readonly keys: Partial<Record<'train' | 'flight' | 'bus', string>>,
    private readonly baseUrl = 'https://apis.juhe.cn',
    private readonly fetchImpl: Fetch = fetch,
    private readonly fallback: TransportProvider = new DevTransportProvider(),
  ) {}

  private async ask(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(params)}`
    const res = await this.fetchImpl(url, { signal: AbortSignal.timeout(8000) })
    if (!res.ok) throw new Error(`juhe ${path} HTTP ${res.status}`)
    const body = (await res.json()) as JuheEnvelope
    if (body.error_code !== 0) throw new Error(`juhe ${path} error ${body.error_code}: ${body.reason ?? ''}`)
    return body.result
  }

  async search(q: TransportQuery): Promise<TransportRow[]> {
    const key = q.kind === 'car' ? undefined : this.keys[q.kind]
    if (!key) return this.fallback.search(q)
    const leg = legOf(q)
    const cityOrStation = (p: ResolvedPlace) => p.station ?? p.city.name
    if (q.kind === 'train') {
      const result = await this.ask('/fapigw/train/query', {
        key,
        departure_station: cityOrStation(leg.from),
        arrival_station: cityOrStation(leg.to),
        date: q.date,
        search_type: '1',
      })
      return (Array.isArray(result) ? result : []).map((t: Record<string, unknown>) => {
        const seats = (Array.isArray(t.prices) ? t.prices : []).map((p: Record<string, unknown>) => ({
          name: String(p.seat_name ?? ''),
          price: num(p.price),
          left: num(p.num),
        }))
        return this.rowOf(
          t.train_no,
          '中国铁路',
          t.departure_station,
          t.arrival_station,
          t.departure_time,
          t.arrival_time,
          t.duration,
          seats,
        )
      })
    }
    if (q.kind === 'flight') {
      const code = (p: ResolvedPlace) => (p.station ? p.city.airports.find(([n]) => n === p.station)?.[1] : p.city.airports[0]?.[1]) ?? ''
      const result = (await this.ask('/flight/query', {
        key,
        departure: code(leg.from),
        arrival: code(leg.to),
        departureDate: q.date,
      })) as { flightInfo?: Array<Record<string, unknown>> } | undefined
      return (result?.flightInfo ?? []).map((f) =>
        this.rowOf(f.flightNo, f.airlineName, f.departureName, f.arrivalName, f.departureTime, f.arrivalTime, f.duration, [
          { name: '经济舱', price: num(f.ticketPrice), left: num(f.seatsLeft ?? 9) },
        ]),
      )
    }
    const result = await this.ask('/fapigw/bus/query', {
      key,
      departure: cityOrStation(leg.from),
      arrival: cityOrStation(leg.to),
      date: q.date,
    })
    return (Array.isArray(result) ? result : []).map((b: Record<string, unknown>) =>
      this.rowOf(
        b.bus_no ?? b.code,
        b.company ?? '',
        b.departure_station,
        b.arrival_station,
        b.departure_time,
        b.arrival_time,
        b.duration,
        [{ name: '普通座', price: num(b.price), left: num(b.ticket_left ?? b.seats) }],
      ),
    )
  }

  private rowOf(
    code: unknown,
    carrier: unknown,
    from: unknown,
    to: unknown,
    depart: unknown,
    arrive: unknown,
    duration: unknown,
    seats: TransportSeat[],
  ): TransportRow {
    const departTime = hm(depart)
    const arriveTime = hm(arrive)
    const durationMinutes = minutesOf(duration)
    const open = seats.filter((s) => s.left > 0)
    return {
      code: String(code ?? ''),
      carrier: String(carrier ?? ''),
      fromStation: String(from ?? ''),
      toStation: String(to ?? ''),
      departTime,
      arriveTime,
      arriveDayOffset: Math.floor((minutesOf(departTime) + durationMinutes) / 1440),
      durationMinutes,
      price: seats.length ? Math.min(...(open.length ? open : seats).map((s) => s.price)) : 0,
      seatsLeft: seats.reduce((n, s) => n + s.left, 0),
      seats,
    }
  }
}

/** Switched off (production without a timetable service): searches answer "not available". */
export class OffTransportProvider implements TransportProvider {
  readonly name = 'off' as const
  async search(): Promise<TransportRow[]> {
    throw serviceOff(PROVIDER_KINDS.transport)
  }
}

export function createTransportProvider(env: Env, fetchImpl?: Fetch): TransportProvider {
  const kind = chooseProvider(env, PROVIDER_KINDS.transport)
  if (kind === 'dev') return new DevTransportProvider()
  if (kind === OFF) return new OffTransportProvider()
  if (kind !== 'juhe') throw new ConfigError(`TRANSPORT_PROVIDER must be dev or juhe (or off), not "${kind}"`)
  const keys = { train: env.JUHE_TRAIN_KEY, flight: env.JUHE_FLIGHT_KEY, bus: env.JUHE_BUS_KEY }
  if (!keys.train && !keys.flight && !keys.bus)
    throw new ConfigError('TRANSPORT_PROVIDER=juhe needs JUHE_TRAIN_KEY, JUHE_FLIGHT_KEY or JUHE_BUS_KEY')
  // Juhe has no car offers and kinds may lack a key: the dev timetable answers those, never in production
  const fallback = isProduction(env) ? new OffTransportProvider() : new DevTransportProvider()
  return new JuheTransportProvider(keys, env.JUHE_BASE_URL || 'https://apis.juhe.cn', fetchImpl, fallback)
}

/** every city the dev catalogue knows, with its stations of a kind (the search form's suggestions) */
export function catalogueOf(kind: TransportKind): Array<{ city: string; stations: string[] }> {
  return CITIES.map((c) => ({
    city: c.name,
    stations: kind === 'train' ? c.train : kind === 'flight' ? c.airports.map(([n]) => n) : kind === 'bus' ? c.bus : [],
  })).filter((c) => kind === 'car' || c.stations.length > 0)
}
