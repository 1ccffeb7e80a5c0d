/**
 * The development shop's demo catalogue: for each site with a shopUrl (cd-city, sc-province), the
 * specialities and cultural products of its region in four categories, and one GOODS advert on its
 * home carousel that opens a goods detail. A second start adds nothing.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { adverts, shopCategories, shopGoods } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures'
import { galleryScenes, sceneForText } from '../demo-pictures/subjects'

interface DemoGoods {
  name: string
  subtitle: string
  scene: DemoScene
  origin: string
  price: number
  market: number
  stock: number
  sales: number
  kind?: 1 | 2
  detail: string
}

/** categories in order, each with its goods (prices in yuan) */
const SICHUAN: Array<[string, DemoGoods[]]> = [
  [
    '非遗手作',
    [
      {
        name: '蜀绣 · 芙蓉锦鲤团扇',
        subtitle: '双面绣 直径 26 cm',
        scene: 'garden',
        origin: '成都市郫都区安靖街道',
        price: 368,
        market: 428,
        stock: 40,
        sales: 126,
        detail: '安靖蜀绣传习所绣娘手工双面绣制，一面芙蓉一面锦鲤，针法以晕针、掺针为主。\n\n附紫檀色扇柄与锦盒，适合收藏与馈赠。',
      },
      {
        name: '蜀绣 · 熊猫翠竹小摆件',
        subtitle: '单面绣 附木框',
        scene: 'panda',
        origin: '成都市郫都区',
        price: 198,
        market: 238,
        stock: 60,
        sales: 312,
        detail: '以蜀绣表现大熊猫毛发的层次，翠竹取自川西林盘。\n\n尺寸 18 × 18 cm，实木框可立可挂。',
      },
      {
        name: '道明竹编 · 瓷胎竹编茶杯',
        subtitle: '一杯一碟 手工编织',
        scene: 'bamboo',
        origin: '成都市崇州市道明镇',
        price: 158,
        market: 188,
        stock: 80,
        sales: 457,
        detail: '崇州道明竹编为国家级非物质文化遗产。细如发丝的竹丝依胎而编，密不透水。\n\n手工制作，纹理略有差异。',
      },
      {
        name: '道明竹编 · 竹丝收纳果篮',
        subtitle: '直径 30 cm',
        scene: 'bamboo',
        origin: '成都市崇州市',
        price: 128,
        market: 150,
        stock: 35,
        sales: 89,
        detail: '选用本地慈竹，经破竹、抽丝、染色后手工编织，透气耐用。',
      },
      {
        name: '青神竹编 · 书签四件套',
        subtitle: '熊猫 芙蓉 银杏 竹叶',
        scene: 'bamboo',
        origin: '眉山市青神县',
        price: 58,
        market: 68,
        stock: 200,
        sales: 803,
        detail: '青神平面竹编工艺，竹丝细至 0.1 毫米。附牛皮纸礼袋。',
      },
    ],
  ],
  [
    '川味特产',
    [
      {
        name: '郫县豆瓣 · 三年陈酿',
        subtitle: '500 g 陶罐装',
        scene: 'hotpot',
        origin: '成都市郫都区',
        price: 39.8,
        market: 45,
        stock: 300,
        sales: 2311,
        detail: '二荆条辣椒与蚕豆瓣翻晒发酵三年，色泽红褐、酱香浓郁，川菜之魂。\n\n保质期 24 个月，开封后请冷藏。',
      },
      {
        name: '郫县豆瓣 · 红油豆瓣礼盒',
        subtitle: '250 g × 4 瓶',
        scene: 'hotpot',
        origin: '成都市郫都区',
        price: 88,
        market: 99,
        stock: 120,
        sales: 640,
        detail: '回锅肉、麻婆豆腐、豆瓣鱼的家常之选。四瓶装礼盒。',
      },
      {
        name: '汉源花椒 · 贡椒',
        subtitle: '100 g 罐装',
        scene: 'noodles',
        origin: '雅安市汉源县',
        price: 46,
        market: 52,
        stock: 150,
        sales: 908,
        detail: '清溪贡椒，粒大肉厚，麻味纯正，香气持久。',
      },
      {
        name: '张飞牛肉 · 五香味',
        subtitle: '200 g 真空装',
        scene: 'oldstreet',
        origin: '南充市阆中市',
        price: 52,
        market: 58,
        stock: 90,
        sales: 512,
        detail: '阆中古城传统腌卤工艺，表黑里红，咸淡适中。',
      },
      {
        name: '宜宾燃面 · 家庭装',
        subtitle: '6 人份 含调料',
        scene: 'noodles',
        origin: '宜宾市',
        price: 36,
        market: 42,
        stock: 5,
        sales: 377,
        detail: '碱水面配芽菜、花生碎与红油，三分钟还原宜宾街头味道。库存紧张。',
      },
    ],
  ],
  [
    '川茶',
    [
      {
        name: '蒙顶甘露 · 明前特级',
        subtitle: '50 g × 2 罐',
        scene: 'tea',
        origin: '雅安市名山区蒙顶山',
        price: 268,
        market: 320,
        stock: 70,
        sales: 221,
        detail: '“扬子江中水，蒙山顶上茶”。蒙顶山为世界茶文明发祥地之一，甘露采于清明前一芽一叶初展。\n\n冲泡：80 ℃ 水，上投法。',
      },
      {
        name: '蒙顶黄芽 · 黄茶',
        subtitle: '100 g 礼盒',
        scene: 'tea',
        origin: '雅安市名山区',
        price: 198,
        market: 230,
        stock: 50,
        sales: 143,
        detail: '闷黄工艺，汤色嫩黄，甜香馥郁。中国十大名茶之一。',
      },
      {
        name: '竹叶青 · 峨眉高山绿茶',
        subtitle: '120 g 论道级',
        scene: 'tea',
        origin: '乐山市峨眉山市',
        price: 238,
        market: 268,
        stock: 65,
        sales: 389,
        detail: '峨眉山海拔 800—1500 米茶园，扁平挺直，翠绿鲜润。',
      },
      {
        name: '茶艺体验课 · 蒙顶山茶园半日',
        subtitle: '含采茶、制茶与品鉴',
        scene: 'tea',
        origin: '雅安市名山区',
        price: 128,
        market: 168,
        stock: 30,
        sales: 64,
        kind: 2,
        detail: '到店核销的体验券：茶艺师带领采茶、杀青、揉捻与品鉴，约 3 小时。\n\n下单后在“我的订单”查看券码，有效期 90 天。',
      },
    ],
  ],
  [
    '文创好物',
    [
      {
        name: '三星堆 · 青铜面具冰箱贴',
        subtitle: '金属浮雕 三款',
        scene: 'museum',
        origin: '德阳市广汉市',
        price: 45,
        market: 55,
        stock: 400,
        sales: 3120,
        detail: '以三星堆青铜纵目面具、金面具、青铜人头像为原型，锌合金浮雕。',
      },
      {
        name: '三星堆 · 青铜神树拼装模型',
        subtitle: '约 420 片 高 32 cm',
        scene: 'museum',
        origin: '德阳市广汉市',
        price: 159,
        market: 189,
        stock: 45,
        sales: 276,
        detail: '依一号青铜神树比例还原九枝、神鸟与龙，附中英文说明书。',
      },
      {
        name: '金沙太阳神鸟 · 丝巾',
        subtitle: '桑蚕丝 90 × 90 cm',
        scene: 'museum',
        origin: '成都市青羊区',
        price: 299,
        market: 359,
        stock: 25,
        sales: 98,
        detail: '中国文化遗产标志“太阳神鸟”金饰纹样，四鸟绕日，寓意生生不息。',
      },
      {
        name: '川剧变脸 · 脸谱书签',
        subtitle: '六张一套',
        scene: 'theatre',
        origin: '成都市锦江区',
        price: 39,
        market: 45,
        stock: 260,
        sales: 1204,
        detail: '以川剧经典角色脸谱为图案，镀金工艺。',
      },
      {
        name: '大熊猫基地 · 毛绒公仔',
        subtitle: '高 30 cm',
        scene: 'panda',
        origin: '成都市成华区',
        price: 89,
        market: 99,
        stock: 180,
        sales: 2045,
        detail: '成都大熊猫繁育研究基地授权，柔软短毛，可机洗。',
      },
      {
        name: '宽窄巷子 · 手绘明信片',
        subtitle: '十二张 附信封',
        scene: 'oldstreet',
        origin: '成都市青羊区',
        price: 32,
        market: 36,
        stock: 500,
        sales: 1876,
        detail: '本地插画师手绘宽巷子、窄巷子、井巷子四季街景。',
      },
      {
        name: '成都博物馆 · 夜游门票',
        subtitle: '周五、周六 18:00—21:00',
        scene: 'museum',
        origin: '成都市青羊区',
        price: 30,
        market: 30,
        stock: 100,
        sales: 530,
        kind: 2,
        detail: '凭券码入馆夜游常设展“花重锦官城”。下单后在“我的订单”查看券码。',
      },
    ],
  ],
]

/** the shop's name on orders, per site */
export const SHOP_NAMES: Record<string, string> = { 'cd-city': '天府文创优选', 'sc-province': '四川文旅好物' }
export const shopNameOf = (siteCode: string, siteName: string) => SHOP_NAMES[siteCode] ?? `${siteName}商城`

/** the goods the GOODS advert opens: the first of the catalogue's teas */
const ADVERT_GOODS = '蒙顶甘露 · 明前特级'

export async function seedDemoShop(app: FastifyInstance): Promise<void> {
  const now = app.clock()
  for (const site of app.sites.all()) {
    if (!site.config.shopUrl) continue
    const n = await app.db.$count(shopCategories, eq(shopCategories.siteId, site.id))
    if (n > 0) continue
    let advertGoods: number | undefined
    for (const [ci, [name, goods]] of SICHUAN.entries()) {
      const [category] = await app.db
        .insert(shopCategories)
        .values({ siteId: site.id, name, sort: 100 - ci })
        .returning()
      const rows = await app.db
        .insert(shopGoods)
        .values(
          goods.map((g, gi) => ({
            siteId: site.id,
            categoryId: category.id,
            name: g.name,
            subtitle: g.subtitle,
            // the goods as their name says (蜀绣团扇: embroidery), three different scenes of that kind
            pictures: galleryScenes(sceneForText(g.name, gi, g.scene), 3).map((s, k) =>
              demoPicture(s, site.id * 100 + ci * 20 + gi * 3 + k),
            ),
            detail: g.detail,
            origin: g.origin,
            shopName: shopNameOf(site.siteCode, site.config.name),
            kind: g.kind ?? 1,
            priceFen: Math.round(g.price * 100),
            marketPriceFen: Math.round(g.market * 100),
            stock: g.stock,
            sales: g.sales,
            sort: 100 - gi,
            createdAt: now,
          })),
        )
        .returning({ id: shopGoods.id, name: shopGoods.name })
      advertGoods ??= rows.find((r) => r.name === ADVERT_GOODS)?.id
    }
    const ads = await app.db.$count(adverts, and(eq(adverts.siteId, site.id), eq(adverts.type, 'GOODS')))
    if (ads === 0 && advertGoods)
      await app.db.insert(adverts).values({
        siteId: site.id,
        title: '蒙顶山明前甘露 · 新茶上市',
        image: demoPicture('tea', site.id + 3),
        type: 'GOODS',
        resourceId: advertGoods,
        resourceType: 'GOODS',
        translations: {
          en: 'Mengding Ganlu spring tea: new harvest',
          fr: 'Thé Ganlu du mont Mengding : nouvelle récolte',
          ja: '蒙頂山 明前甘露 新茶入荷',
          ko: '멍딩산 명전 감로차 햇차 출시',
        },
        sort: 30,
        createdAt: now,
      })
  }
}
