/** The prefectures /sc-complain offers (the province's regions): Sichuan's 21, GB/T 2260 codes. */
export interface Region {
  code: string
  name: string
  en: string
}

/** Sichuan's 21 prefecture-level divisions (GB/T 2260) */
export const SICHUAN_REGIONS: Region[] = [
  { code: '510100', name: '成都市', en: 'Chengdu' },
  { code: '510300', name: '自贡市', en: 'Zigong' },
  { code: '510400', name: '攀枝花市', en: 'Panzhihua' },
  { code: '510500', name: '泸州市', en: 'Luzhou' },
  { code: '510600', name: '德阳市', en: 'Deyang' },
  { code: '510700', name: '绵阳市', en: 'Mianyang' },
  { code: '510800', name: '广元市', en: 'Guangyuan' },
  { code: '510900', name: '遂宁市', en: 'Suining' },
  { code: '511000', name: '内江市', en: 'Neijiang' },
  { code: '511100', name: '乐山市', en: 'Leshan' },
  { code: '511300', name: '南充市', en: 'Nanchong' },
  { code: '511400', name: '眉山市', en: 'Meishan' },
  { code: '511500', name: '宜宾市', en: 'Yibin' },
  { code: '511600', name: '广安市', en: "Guang'an" },
  { code: '511700', name: '达州市', en: 'Dazhou' },
  { code: '511800', name: '雅安市', en: "Ya'an" },
  { code: '511900', name: '巴中市', en: 'Bazhong' },
  { code: '512000', name: '资阳市', en: 'Ziyang' },
  { code: '513200', name: '阿坝藏族羌族自治州', en: 'Ngawa' },
  { code: '513300', name: '甘孜藏族自治州', en: 'Garzê' },
  { code: '513400', name: '凉山彝族自治州', en: 'Liangshan' },
]

export const isSichuanRegion = (code: string) => SICHUAN_REGIONS.some((r) => r.code === code)
export const regionName = (code: string, lang: string) => {
  const r = SICHUAN_REGIONS.find((x) => x.code === code)
  return r ? (lang === 'zh' ? r.name : r.en) : ''
}
