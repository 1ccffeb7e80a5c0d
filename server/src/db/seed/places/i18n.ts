/**
 * Translations of the demo places of intl sites (en, fr, ja, ko): the name comes from the table
 * line (en=...;fr=...;ja=...;ko=...), the rest is composed per language from the place's type,
 * district, level, opening hours and price, with phrase tables for the hours and prices the
 * tables use. Only Chengdu's districts are named here (intl-expo is in Chengdu).
 */
import type { PlaceTranslation } from '../../schema'
import type { PlaceKind } from './defaults'

export const TRANSLATED_LANGS = ['en', 'fr', 'ja', 'ko'] as const
type Lang = (typeof TRANSLATED_LANGS)[number]

/** zh district → en/fr name, Korean name */
const DISTRICTS: Record<string, [string, string]> = {
  锦江区: ['Jinjiang District', '진장구'],
  青羊区: ['Qingyang District', '칭양구'],
  金牛区: ['Jinniu District', '진뉴구'],
  武侯区: ['Wuhou District', '우허우구'],
  成华区: ['Chenghua District', '청화구'],
  龙泉驿区: ['Longquanyi District', '룽취안이구'],
  青白江区: ['Qingbaijiang District', '칭바이장구'],
  新都区: ['Xindu District', '신두구'],
  温江区: ['Wenjiang District', '원장구'],
  双流区: ['Shuangliu District', '솽류구'],
  郫都区: ['Pidu District', '피두구'],
  新津区: ['Xinjin District', '신진구'],
  都江堰市: ['Dujiangyan', '두장옌시'],
  彭州市: ['Pengzhou', '펑저우시'],
  邛崃市: ['Qionglai', '충라이시'],
  崇州市: ['Chongzhou', '충저우시'],
  简阳市: ['Jianyang', '젠양시'],
  大邑县: ['Dayi County', '다이현'],
  蒲江县: ['Pujiang County', '푸장현'],
  金堂县: ['Jintang County', '진탕현'],
  高新区: ['Hi-tech Zone', '하이테크구'],
  天府新区: ['Tianfu New Area', '톈푸신구'],
}

const NOUNS: Record<PlaceKind, Record<Lang, string>> = {
  SCENERY: { en: 'scenic area', fr: 'site touristique', ja: '観光地', ko: '관광지' },
  SPOTS: { en: 'sight', fr: 'point de vue', ja: '見どころ', ko: '명소' },
  VENUE: { en: 'cultural venue', fr: 'lieu culturel', ja: '文化施設', ko: '문화 시설' },
  ACTIVITY_ROOM: { en: 'activity room', fr: 'salle d’activités', ja: '活動室', ko: '활동실' },
  HOTEL: { en: 'hotel', fr: 'hôtel', ja: 'ホテル', ko: '호텔' },
  FOOD: { en: 'restaurant', fr: 'restaurant', ja: 'レストラン', ko: '음식점' },
  SPECIALITY: { en: 'local speciality shop', fr: 'boutique de spécialités', ja: '名産品店', ko: '특산품 매장' },
  HOMESTAY: { en: 'guesthouse', fr: 'maison d’hôtes', ja: '民宿', ko: '민박' },
  RURAL: { en: 'village', fr: 'village', ja: '農村観光地', ko: '농촌 관광지' },
  ENTERTAINMENT: { en: 'leisure spot', fr: 'lieu de loisirs', ja: 'レジャー施設', ko: '레저 명소' },
  EXHIBITION: { en: 'exhibition', fr: 'exposition', ja: '展覧会', ko: '전시' },
  COLLECTION: { en: 'museum piece', fr: 'pièce de collection', ja: '所蔵品', ko: '소장품' },
  RESEARCH_BASE: { en: 'study base', fr: 'base éducative', ja: '研修拠点', ko: '체험 학습 기지' },
  SCENIC_PROJECT: { en: 'attraction', fr: 'attraction', ja: 'アトラクション', ko: '체험 시설' },
  SCENIC_SHOW: { en: 'show', fr: 'spectacle', ja: 'ショー', ko: '공연' },
  TOILET: { en: 'public toilet', fr: 'toilettes publiques', ja: '公衆トイレ', ko: '공중화장실' },
  PARKING: { en: 'car park', fr: 'parking', ja: '駐車場', ko: '주차장' },
  GAS_STATION: { en: 'filling station', fr: 'station-service', ja: 'ガソリンスタンド', ko: '주유소' },
  MEDICAL: { en: 'hospital', fr: 'hôpital', ja: '病院', ko: '병원' },
}

type Group = 'sight' | 'culture' | 'stay' | 'food' | 'fun' | 'service'
const GROUP: Record<PlaceKind, Group> = {
  SCENERY: 'sight',
  SPOTS: 'sight',
  RURAL: 'sight',
  SCENIC_PROJECT: 'fun',
  SCENIC_SHOW: 'fun',
  ENTERTAINMENT: 'fun',
  VENUE: 'culture',
  ACTIVITY_ROOM: 'culture',
  EXHIBITION: 'culture',
  COLLECTION: 'culture',
  RESEARCH_BASE: 'culture',
  HOTEL: 'stay',
  HOMESTAY: 'stay',
  FOOD: 'food',
  SPECIALITY: 'food',
  TOILET: 'service',
  PARKING: 'service',
  GAS_STATION: 'service',
  MEDICAL: 'service',
}

const TIPS: Record<Group, Record<Lang, string>> = {
  sight: {
    en: 'Paths, viewpoints and rest areas are signposted in Chinese and English. Holidays are busy: book online and come early or late in the day.',
    fr: 'Sentiers, belvédères et aires de repos sont indiqués en chinois et en anglais. Les jours fériés sont chargés : réservez en ligne et venez tôt ou en fin de journée.',
    ja: '遊歩道・展望台・休憩所には中国語と英語の案内があります。祝日は混み合うため、オンライン予約のうえ朝早くか夕方の来訪がおすすめです。',
    ko: '산책로, 전망대, 휴게소에는 중국어와 영어 안내가 있습니다. 공휴일에는 붐비니 온라인으로 예약하고 이른 아침이나 늦은 오후에 방문하세요.',
  },
  culture: {
    en: 'Free guided tours and audio guides are offered; lockers, wheelchairs and pushchairs can be borrowed. Please bring your passport.',
    fr: 'Visites guidées gratuites et audioguides proposés ; consignes, fauteuils roulants et poussettes à disposition. Munissez-vous de votre passeport.',
    ja: '無料ガイドツアーと音声ガイドがあり、ロッカー・車椅子・ベビーカーを借りられます。パスポートをお持ちください。',
    ko: '무료 해설과 오디오 가이드가 있으며 보관함, 휠체어, 유모차를 빌릴 수 있습니다. 여권을 지참하세요.',
  },
  stay: {
    en: 'Staff can store luggage, call a taxi and book tickets for nearby sights. Prices are confirmed when you book.',
    fr: 'Le personnel garde les bagages, appelle un taxi et réserve les billets des sites voisins. Les prix sont confirmés à la réservation.',
    ja: '荷物預かり、タクシー手配、周辺観光地のチケット予約に対応しています。料金は予約時に確定します。',
    ko: '짐 보관, 택시 호출, 주변 관광지 티켓 예약을 도와드립니다. 요금은 예약 시 확정됩니다.',
  },
  food: {
    en: 'Expect a queue at mealtimes; take a number online. Most dishes can be made mild or not spicy on request.',
    fr: 'Attente probable aux heures des repas : prenez un ticket en ligne. La plupart des plats peuvent être servis peu ou pas épicés.',
    ja: '食事時は行列ができるため、オンラインで整理券を取ると便利です。多くの料理は辛さ控えめや辛さなしにできます。',
    ko: '식사 시간에는 대기가 있으니 온라인으로 번호표를 받으세요. 대부분의 요리는 덜 맵게 또는 맵지 않게 주문할 수 있습니다.',
  },
  fun: {
    en: 'Evenings are the liveliest time; public transport is the easiest way there. Children must be accompanied by an adult.',
    fr: 'Le soir est le moment le plus animé ; les transports en commun sont le plus simple. Les enfants doivent être accompagnés.',
    ja: '夜が最もにぎわう時間帯で、公共交通機関での来訪が便利です。お子様は保護者同伴でお願いします。',
    ko: '저녁 시간이 가장 활기차며 대중교통 이용이 편리합니다. 어린이는 보호자와 동반해야 합니다.',
  },
  service: {
    en: 'Open to every visitor; call 120 in a medical emergency.',
    fr: 'Ouvert à tous les visiteurs ; en cas d’urgence médicale, appelez le 120.',
    ja: 'どなたでも利用できます。急病の際は 120 番へ。',
    ko: '누구나 이용할 수 있습니다. 응급 상황에는 120에 전화하세요.',
  },
}

/** phrases of opening hours and prices, longest first */
const PHRASES: Array<[string, Record<Lang, string>]> = [
  [
    '（17:00 停止入园）',
    { en: ' (last entry 17:00)', fr: ' (dernière entrée 17 h)', ja: '（入園は 17:00 まで）', ko: ' (입장 마감 17:00)' },
  ],
  [
    '（16:30 停止入馆，周一闭馆）',
    {
      en: ' (last entry 16:30, closed Mondays)',
      fr: ' (dernière entrée 16 h 30, fermé le lundi)',
      ja: '（入館は 16:30 まで、月曜休館）',
      ko: ' (입장 마감 16:30, 월요일 휴관)',
    },
  ],
  ['（周一闭馆）', { en: ' (closed Mondays)', fr: ' (fermé le lundi)', ja: '（月曜休館）', ko: ' (월요일 휴관)' }],
  [
    '（团队需提前 3 天预约）',
    {
      en: ' (groups book 3 days ahead)',
      fr: ' (groupes : réserver 3 jours avant)',
      ja: '（団体は 3 日前までに予約）',
      ko: ' (단체는 3일 전 예약)',
    },
  ],
  ['（演出约 70 分钟）', { en: ' (about 70 minutes)', fr: ' (environ 70 minutes)', ja: '（約 70 分）', ko: ' (약 70분)' }],
  [
    '全天 · 14:00 后入住，12:00 前退房',
    {
      en: 'Open 24 h · check-in from 14:00, check-out by 12:00',
      fr: 'Ouvert 24 h/24 · arrivée dès 14 h, départ avant 12 h',
      ja: '24 時間 · チェックイン 14:00 以降、チェックアウト 12:00 まで',
      ko: '24시간 · 체크인 14:00 이후, 체크아웃 12:00 전',
    },
  ],
  [
    '全天 · 14:00 后入住',
    {
      en: 'Open 24 h · check-in from 14:00',
      fr: 'Ouvert 24 h/24 · arrivée dès 14 h',
      ja: '24 時間 · チェックイン 14:00 以降',
      ko: '24시간 · 체크인 14:00 이후',
    },
  ],
  [
    '门诊 08:00-12:00，14:00-17:30；急诊 24 小时',
    {
      en: 'Clinics 08:00-12:00, 14:00-17:30; emergency 24 h',
      fr: 'Consultations 8 h-12 h, 14 h-17 h 30 ; urgences 24 h/24',
      ja: '外来 08:00-12:00、14:00-17:30／救急 24 時間',
      ko: '외래 08:00-12:00, 14:00-17:30 / 응급실 24시간',
    },
  ],
  [
    '每日 19:30、21:00 两场',
    {
      en: 'Daily at 19:30 and 21:00',
      fr: 'Tous les jours à 19 h 30 et 21 h',
      ja: '毎日 19:30 と 21:00 の 2 回',
      ko: '매일 19:30, 21:00 두 차례',
    },
  ],
  [
    '首小时 ¥5，之后 ¥2 / 小时',
    {
      en: '¥5 the first hour, then ¥2 an hour',
      fr: '5 ¥ la première heure, puis 2 ¥ l’heure',
      ja: '最初の 1 時間 ¥5、以降 1 時間 ¥2',
      ko: '첫 1시간 ¥5, 이후 시간당 ¥2',
    },
  ],
  ['以当日挂牌价为准', { en: 'posted daily prices', fr: 'prix affichés du jour', ja: '当日の掲示価格', ko: '당일 게시 가격' }],
  ['含在景区门票内', { en: 'Included in the ticket', fr: 'Inclus dans le billet', ja: '入場券に含まれます', ko: '입장권에 포함' }],
  ['免费（需预约）', { en: 'Free (booking required)', fr: 'Gratuit (sur réservation)', ja: '無料（要予約）', ko: '무료 (예약 필수)' }],
  ['随景区开放', { en: 'As the scenic area', fr: 'Comme le site', ja: '観光地の開園時間に準じる', ko: '관광지 운영 시간과 동일' }],
  ['随场馆开放', { en: 'As the venue', fr: 'Comme le lieu', ja: '施設の開館時間に準じる', ko: '시설 운영 시간과 동일' }],
  ['全天开放', { en: 'Open all day', fr: 'Ouvert toute la journée', ja: '終日開放', ko: '종일 개방' }],
  ['24 小时', { en: '24 hours', fr: '24 h/24', ja: '24 時間', ko: '24시간' }],
  ['次日 ', { en: 'next day ', fr: 'lendemain ', ja: '翌', ko: '다음 날 ' }],
  [
    '按演出场次',
    { en: 'As scheduled for each show', fr: 'Selon les représentations', ja: '公演スケジュールによる', ko: '공연 일정에 따름' },
  ],
  [' / 斤', { en: ' per 500 g', fr: ' les 500 g', ja: '／500g', ko: ' / 500g' }],
  [' / 箱', { en: ' a box', fr: ' la boîte', ja: '／箱', ko: ' / 상자' }],
  [' / 次', { en: ' per visit', fr: ' par passage', ja: '／回', ko: ' / 회' }],
  ['人均 ', { en: 'per person ', fr: 'par personne ', ja: '一人あたり ', ko: '1인 ' }],
  [' / 人起', { en: ' per person and up', fr: ' par personne et plus', ja: '／人〜', ko: ' / 1인부터' }],
  [' 起', { en: ' and up', fr: ' et plus', ja: '〜', ko: '부터' }],
  ['免费', { en: 'Free', fr: 'Gratuit', ja: '無料', ko: '무료' }],
  ['，', { en: ', ', fr: ', ', ja: '、', ko: ', ' }],
  ['；', { en: '; ', fr: ' ; ', ja: '／', ko: ' / ' }],
]

export function translatePhrase(text: string, lang: Lang): string {
  let out = text
  for (const [zh, t] of PHRASES) out = out.split(zh).join(t[lang])
  if (/[\u4e00-\u9fff]/.test(out) && lang !== 'ja') throw new Error(`no ${lang} phrase for "${text}"`)
  return out
}

interface Translatable {
  type: PlaceKind
  name: string
  address: string
  level: string
  openHours: string
  price: string
}

function districtOf(address: string): string {
  return Object.keys(DISTRICTS).find((d) => address.includes(d)) ?? ''
}

function addressIn(lang: Lang, zhAddress: string, parentName: string | null): string {
  const d = districtOf(zhAddress)
  const [latin, ko] = DISTRICTS[d] ?? ['Chengdu', '청두시']
  const inside = parentName
    ? { en: `Inside ${parentName}, `, fr: `Dans ${parentName}, `, ja: `${parentName}内 `, ko: `${parentName} 내, ` }[lang]
    : ''
  if (lang === 'ja') return `${inside}${zhAddress}`
  if (lang === 'ko') return `${inside}중국 쓰촨성 청두시 ${ko}`
  if (lang === 'fr')
    return `${inside}${latin.replace(/^(.*) District$/, 'district de $1')}, Chengdu, Sichuan, Chine`.replace('Chengdu, Chengdu', 'Chengdu')
  return `${inside}${latin}, Chengdu, Sichuan, China`.replace('Chengdu, Chengdu', 'Chengdu')
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a')

function summaryIn(lang: Lang, p: Translatable, where: string): string {
  const noun = NOUNS[p.type][lang]
  switch (lang) {
    case 'en':
      return `${noun[0].toUpperCase()}${noun.slice(1)} in ${where}${p.level && /^[345]A$/.test(p.level) ? `, rated ${p.level}` : ''}`
    case 'fr':
      return `${noun[0].toUpperCase()}${noun.slice(1)} — ${where}${p.level && /^[345]A$/.test(p.level) ? ` (${p.level})` : ''}`
    case 'ja':
      return `${where}の${noun}${p.level && /^[345]A$/.test(p.level) ? `（${p.level}級）` : ''}`
    case 'ko':
      return `${where}의 ${noun}${p.level && /^[345]A$/.test(p.level) ? ` (${p.level}급)` : ''}`
  }
}

function introIn(lang: Lang, p: Translatable, name: string, where: string, hours: string, price: string): string {
  const noun = NOUNS[p.type][lang]
  const tip = TIPS[GROUP[p.type]][lang]
  const first = {
    en: `${name} is ${article(noun)} ${noun} in ${where}.`,
    fr: `${name} : ${noun}, ${where}.`,
    ja: `${name}は${where}にある${noun}です。`,
    ko: `${name}은(는) ${where}에 있는 ${noun}입니다.`,
  }[lang]
  const practical = {
    en: `Opening hours: ${hours}.${price ? ` Price: ${price}.` : ''}`,
    fr: `Horaires : ${hours}.${price ? ` Tarif : ${price}.` : ''}`,
    ja: `営業・開放時間：${hours}。${price ? `料金：${price}。` : ''}`,
    ko: `운영 시간: ${hours}.${price ? ` 요금: ${price}.` : ''}`,
  }[lang]
  return [first, practical, tip].join('\n\n')
}

/** every language's texts of a place; the names come from the table line */
export function translationsOf(
  p: Translatable,
  names: Record<string, string>,
  parent: { name: string; translations: Record<string, PlaceTranslation> } | null,
) {
  const out: Record<string, PlaceTranslation> = {}
  for (const lang of TRANSLATED_LANGS) {
    const name = names[lang]
    if (!name) throw new Error(`${p.name}: no ${lang} name`)
    const parentName = parent ? (parent.translations[lang]?.name ?? parent.name) : null
    const d = districtOf(p.address)
    const [latin, ko] = DISTRICTS[d] ?? ['', '']
    const short = latin.replace(/ (District|County|Zone|New Area)$/, '')
    const where =
      parentName ??
      {
        en: latin ? `${latin}, Chengdu` : 'Chengdu',
        fr: short ? `Chengdu (${short})` : 'Chengdu',
        ja: `成都市${d}`,
        ko: `청두시 ${ko}`.trim(),
      }[lang]
    const hours = translatePhrase(p.openHours, lang)
    const price = translatePhrase(p.price, lang)
    out[lang] = {
      name,
      summary: summaryIn(lang, p, where),
      intro: introIn(lang, p, name, where, hours, price),
      address: addressIn(lang, p.address, parentName),
      openHours: hours,
      price,
    }
  }
  return out
}
