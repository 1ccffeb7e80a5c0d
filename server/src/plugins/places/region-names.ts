/**
 * Names of the regions the demo sites cover (GB/T 2260 codes): their own region and its children,
 * in Chinese and in pinyin (the English, French and Korean name; Japanese reads the Chinese).
 * A code missing here is named by its code. Real deployments with other regions add theirs.
 */
const TABLE = `
510000 四川省 Sichuan
510100 成都市 Chengdu|510300 自贡市 Zigong|510400 攀枝花市 Panzhihua|510500 泸州市 Luzhou|510600 德阳市 Deyang
510700 绵阳市 Mianyang|510800 广元市 Guangyuan|510900 遂宁市 Suining|511000 内江市 Neijiang|511100 乐山市 Leshan
511300 南充市 Nanchong|511400 眉山市 Meishan|511500 宜宾市 Yibin|511600 广安市 Guang'an|511700 达州市 Dazhou
511800 雅安市 Ya'an|511900 巴中市 Bazhong|512000 资阳市 Ziyang|513200 阿坝藏族羌族自治州 Ngawa|513300 甘孜藏族自治州 Garzê
513400 凉山彝族自治州 Liangshan
510104 锦江区 Jinjiang|510105 青羊区 Qingyang|510106 金牛区 Jinniu|510107 武侯区 Wuhou|510108 成华区 Chenghua
510112 龙泉驿区 Longquanyi|510113 青白江区 Qingbaijiang|510114 新都区 Xindu|510115 温江区 Wenjiang|510116 双流区 Shuangliu
510117 郫都区 Pidu|510118 新津区 Xinjin|510121 金堂县 Jintang|510129 大邑县 Dayi|510131 蒲江县 Pujiang
510181 都江堰市 Dujiangyan|510182 彭州市 Pengzhou|510183 邛崃市 Qionglai|510184 崇州市 Chongzhou|510185 简阳市 Jianyang
511802 雨城区 Yucheng|511803 名山区 Mingshan|511822 荥经县 Yingjing|511823 汉源县 Hanyuan|511824 石棉县 Shimian
511825 天全县 Tianquan|511826 芦山县 Lushan|511827 宝兴县 Baoxing
513221 汶川县 Wenchuan|513222 理县 Li County|513223 茂县 Mao County|513224 松潘县 Songpan|513225 九寨沟县 Jiuzhaigou
130000 河北省 Hebei
130100 石家庄市 Shijiazhuang|130200 唐山市 Tangshan|130300 秦皇岛市 Qinhuangdao|130400 邯郸市 Handan|130500 邢台市 Xingtai
130600 保定市 Baoding|130700 张家口市 Zhangjiakou|130800 承德市 Chengde|130900 沧州市 Cangzhou|131000 廊坊市 Langfang
131100 衡水市 Hengshui
650000 新疆维吾尔自治区 Xinjiang
650100 乌鲁木齐市 Ürümqi|650200 克拉玛依市 Karamay|650400 吐鲁番市 Turpan|650500 哈密市 Hami|652300 昌吉回族自治州 Changji
652700 博尔塔拉蒙古自治州 Bortala|652800 巴音郭楞蒙古自治州 Bayingolin|652900 阿克苏地区 Aksu|653000 克孜勒苏柯尔克孜自治州 Kizilsu
653100 喀什地区 Kashgar|653200 和田地区 Hotan|654000 伊犁哈萨克自治州 Ili|654200 塔城地区 Tacheng|654300 阿勒泰地区 Altay
`

interface RegionName {
  zh: string
  latin: string
}

const NAMES = new Map<string, RegionName>(
  TABLE.split(/[\n|]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [code, zh, ...latin] = entry.split(' ')
      return [code, { zh, latin: latin.join(' ') }]
    }),
)

/** The name of a region in an app language (zh, en, fr, ja, ko); its code when unknown. */
export function regionName(code: string, lang: string): string {
  const name = NAMES.get(code)
  if (!name) return code
  return lang === 'zh' || lang === 'ja' ? name.zh : name.latin
}

/** Every known code (children of a region are filtered from these). */
export const KNOWN_REGION_CODES: readonly string[] = [...NAMES.keys()]

/** what a region is called beside its name (the ranking's 市 / 州 / 地区 label), from its Chinese name */
export type RegionKind = 'province' | 'region' | 'city' | 'prefecture' | 'area' | 'league' | 'county'

/**
 * The kind of a region: an autonomous prefecture (阿坝藏族羌族自治州) is a 州, not a 市; a 地区 and a
 * 盟 are their own; otherwise its level's (province, city, county). Unknown codes: by level.
 */
export function regionKind(code: string, level: number): RegionKind {
  const zh = NAMES.get(code)?.zh ?? ''
  if (zh.endsWith('自治州')) return 'prefecture'
  if (zh.endsWith('地区')) return 'area'
  if (zh.endsWith('盟')) return 'league'
  if (level === 1) return zh.endsWith('自治区') ? 'region' : 'province'
  return level === 2 ? 'city' : 'county'
}
