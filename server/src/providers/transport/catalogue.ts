/**
 * The places the development transport provider knows (the demo regions and the big cities people
 * leave from): real station, airport and coach station names, approximate positions (gcj02). A search
 * names a city (成都) or one of its stations (成都东站, 犀浦站, TFU); anything else is refused.
 */
import { haversineMetres } from '../../../../src/core/geo'

export interface TransportCity {
  name: string
  lng: number
  lat: number
  /** rail stations */
  train: string[]
  /** [name, IATA code] */
  airports: Array<[string, string]>
  /** coach stations */
  bus: string[]
  /** no high-speed line (conventional K/T trains only beyond 300 km) */
  conventional?: boolean
}

export const CITIES: TransportCity[] = [
  {
    name: '成都',
    lng: 104.066,
    lat: 30.657,
    train: ['成都东站', '成都站', '成都西站', '犀浦站'],
    airports: [
      ['成都天府国际机场', 'TFU'],
      ['成都双流国际机场', 'CTU'],
    ],
    bus: ['新南门汽车站', '茶店子客运站', '城北客运中心'],
  },
  { name: '都江堰', lng: 103.619, lat: 31.0, train: ['都江堰站', '青城山站'], airports: [], bus: ['都江堰客运中心'] },
  { name: '乐山', lng: 103.766, lat: 29.552, train: ['乐山站'], airports: [], bus: ['乐山中心站'] },
  { name: '峨眉山', lng: 103.484, lat: 29.601, train: ['峨眉山站'], airports: [], bus: ['峨眉山客运中心'] },
  { name: '绵阳', lng: 104.679, lat: 31.468, train: ['绵阳站'], airports: [['绵阳南郊机场', 'MIG']], bus: ['绵阳平政客运站'] },
  { name: '茂县', lng: 103.853, lat: 31.682, train: ['茂县站'], airports: [], bus: ['茂县客运站'] },
  { name: '九寨沟', lng: 103.918, lat: 33.262, train: ['黄龙九寨站'], airports: [['九寨黄龙机场', 'JZH']], bus: ['九寨沟客运站'] },
  { name: '康定', lng: 101.964, lat: 30.05, train: [], airports: [['康定机场', 'KGT']], bus: ['康定客运站'] },
  {
    name: '重庆',
    lng: 106.551,
    lat: 29.563,
    train: ['重庆北站', '重庆西站'],
    airports: [['重庆江北国际机场', 'CKG']],
    bus: ['重庆龙头寺汽车站'],
  },
  { name: '西安', lng: 108.94, lat: 34.341, train: ['西安北站'], airports: [['西安咸阳国际机场', 'XIY']], bus: ['西安城南客运站'] },
  {
    name: '北京',
    lng: 116.407,
    lat: 39.904,
    train: ['北京西站', '北京北站'],
    airports: [
      ['北京首都国际机场', 'PEK'],
      ['北京大兴国际机场', 'PKX'],
    ],
    bus: ['北京六里桥长途客运站'],
  },
  { name: '延庆', lng: 115.975, lat: 40.456, train: ['延庆站', '八达岭长城站'], airports: [], bus: ['延庆客运站'] },
  {
    name: '上海',
    lng: 121.473,
    lat: 31.23,
    train: ['上海虹桥站'],
    airports: [
      ['上海虹桥国际机场', 'SHA'],
      ['上海浦东国际机场', 'PVG'],
    ],
    bus: [],
  },
  { name: '广州', lng: 113.264, lat: 23.129, train: ['广州南站'], airports: [['广州白云国际机场', 'CAN']], bus: [] },
  {
    name: '乌鲁木齐',
    lng: 87.617,
    lat: 43.826,
    train: ['乌鲁木齐站'],
    airports: [['乌鲁木齐地窝堡国际机场', 'URC']],
    bus: ['乌鲁木齐碾子沟客运站', '乌鲁木齐南郊客运站'],
  },
  {
    name: '吐鲁番',
    lng: 89.189,
    lat: 42.951,
    train: ['吐鲁番北站', '吐鲁番站'],
    airports: [['吐鲁番交河机场', 'TLQ']],
    bus: ['吐鲁番客运中心'],
  },
  {
    name: '喀什',
    lng: 75.99,
    lat: 39.47,
    train: ['喀什站'],
    airports: [['喀什徕宁国际机场', 'KHG']],
    bus: ['喀什客运站'],
    conventional: true,
  },
  { name: '伊宁', lng: 81.324, lat: 43.917, train: ['伊宁站'], airports: [['伊宁机场', 'YIN']], bus: ['伊宁客运站'], conventional: true },
]

/** a city and the one station asked for (when the search named a station, not the city) */
export interface ResolvedPlace {
  city: TransportCity
  station?: string
}

/** 成都 / 成都市 / 成都东站 / TFU → the city (and station); undefined for a place we do not know */
export function resolvePlace(input: string): ResolvedPlace | undefined {
  const name = input.trim()
  if (!name) return undefined
  const bare = name.replace(/市$/, '')
  const city = CITIES.find((c) => c.name === bare)
  if (city) return { city }
  for (const c of CITIES) {
    if (c.train.includes(name) || c.bus.includes(name)) return { city: c, station: name }
    const airport = c.airports.find(([n, code]) => n === name || code === name.toUpperCase())
    if (airport) return { city: c, station: airport[0] }
  }
  return undefined
}

/** great-circle distance in km (src/core/geo.ts) */
export const distanceKm = (a: { lng: number; lat: number }, b: { lng: number; lat: number }): number =>
  haversineMetres({ longitude: a.lng, latitude: a.lat }, { longitude: b.lng, latitude: b.lat }) / 1000
