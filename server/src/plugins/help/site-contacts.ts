/**
 * Who a visitor calls, per site (GET config/api/help/contacts; docs/contract-help.md "Contacts"):
 * the site's own rescue number (/call-police), its service hotlines (/app-call, and the robot's
 * human fallback: the first one), the region's taxi hotline and the ride-hailing and rental
 * partners (/use-car, opened behind the third-party disclaimer). Operator data kept here until
 * sites/<code>.json grows a section for it; the numbers of the demo sites are demo values.
 */
import type { HelpContacts, HotlineContact } from '../../../../src/core/help/contract'

/** the partners every region has: national ride-hailing and rental companies */
const RIDES: HelpContacts['cars'] = [
  { name: '滴滴出行', kind: 'ride', url: 'https://www.didiglobal.com/', note: '网约车、出租车' },
  { name: '高德打车', kind: 'ride', url: 'https://www.amap.com/', note: '聚合打车，多平台比价' },
  { name: '一嗨租车', kind: 'rental', url: 'https://www.1hai.cn/', note: '机场、高铁站门店取还车' },
  { name: '神州租车', kind: 'rental', url: 'https://www.zuche.com/', note: '异地还车，可选代驾' },
]

const TOURISM_HOTLINE: HotlineContact = { name: '12345 政务服务便民热线（旅游咨询投诉）', phone: '12345', note: '24 小时' }

const SITES: Record<string, Omit<HelpContacts, 'cars'> & { cars?: HelpContacts['cars'] }> = {
  'cd-city': {
    rescue: { name: '成都文旅应急救援', phone: '028-86110110', note: '24 小时' },
    hotlines: [
      { name: '成都文旅云客服', phone: '028-86111155', note: '9:00-21:00' },
      TOURISM_HOTLINE,
      { name: '成都大熊猫繁育研究基地游客中心', phone: '028-83510033', note: '7:30-18:00' },
    ],
    taxi: [{ name: '成都出租车电召', phone: '028-96109', note: '24 小时' }],
  },
  'sc-province': {
    rescue: { name: '四川文旅应急救援', phone: '028-86661110', note: '24 小时' },
    hotlines: [
      { name: '四川文旅客服', phone: '028-86662222', note: '9:00-21:00' },
      TOURISM_HOTLINE,
      { name: '九寨沟景区游客服务', phone: '0837-7739753', note: '8:00-18:00' },
    ],
    taxi: [{ name: '成都出租车电召', phone: '028-96109', note: '24 小时' }],
  },
  'xj-region': {
    rescue: { name: '新疆文旅应急救援', phone: '0991-2811110', note: '24 小时' },
    hotlines: [
      { name: '新疆文旅客服', phone: '0991-2822222', note: '10:00-20:00（北京时间）' },
      TOURISM_HOTLINE,
      { name: '天山天池景区游客中心', phone: '0994-3226666', note: '10:00-19:00' },
    ],
    taxi: [{ name: '乌鲁木齐出租车电召', phone: '0991-96899', note: '24 小时' }],
    cars: [...RIDES, { name: '新疆自驾租车（越野车）', kind: 'rental', url: 'https://www.zuche.com/', note: '越野车、房车，乌鲁木齐取车' }],
  },
  'djy-scenic': {
    rescue: { name: '都江堰景区救援', phone: '028-87120110', note: '24 小时' },
    hotlines: [
      { name: '都江堰景区游客服务中心', phone: '028-87293752', note: '8:00-18:00' },
      TOURISM_HOTLINE,
      { name: '青城山景区游客服务中心', phone: '028-87288159', note: '8:00-18:00' },
    ],
    taxi: [{ name: '都江堰出租车电召', phone: '028-87196109', note: '24 小时' }],
  },
}

/** a site the table does not know: the national hotline, and its name on the service desk */
export function contactsOf(siteCode: string, siteName: string): HelpContacts {
  const own = SITES[siteCode]
  if (own) return { ...own, cars: own.cars ?? RIDES }
  return {
    rescue: { name: `${siteName}游客服务中心`, phone: '12345', note: '24 小时' },
    hotlines: [TOURISM_HOTLINE],
    taxi: [],
    cars: RIDES,
  }
}
