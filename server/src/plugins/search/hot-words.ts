/**
 * Demo hot words per site (like the demo news of plugins/content): what visitors of each demo
 * region search for most, seeded for sites that have none. Operators own the list afterwards;
 * visitors only add hits to words on it (addHotWordSearchRecord), never new words, so nobody can
 * put a word of their choosing in front of every visitor.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { hotWords, sites } from '../../db/schema'

const CHENGDU = ['大熊猫', '宽窄巷子', '火锅', '锦里', '武侯祠', '春熙路', '都江堰', '川剧变脸']

const WORDS: Record<string, string[]> = {
  'cd-city': CHENGDU,
  'beta-preview': CHENGDU,
  'djy-scenic': ['都江堰', '青城山', '鱼嘴', '离堆', '南桥', '放水节', '二王庙', '灵岩山'],
  'sc-province': ['九寨沟', '峨眉山', '乐山大佛', '大熊猫', '都江堰', '稻城亚丁', '三星堆', '火锅'],
  'cc-greatwall': ['长城', '八达岭', '慕田峪', '烽火台', '居庸关', '司马台', '长城博物馆', '关城'],
  'xj-region': ['天山天池', '喀纳斯', '国际大巴扎', '葡萄沟', '赛里木湖', '那拉提', '喀什古城', '手抓饭'],
  'mx-county': ['羌寨', '叠溪海子', '羌绣', '九顶山', '坪头村', '中国羌城', '萝卜寨', '羌年'],
  'intl-expo': ['大熊猫', '非遗', '川剧', '火锅', '蜀锦', '熊猫', 'Panda', '茶艺'],
  'ya-paused': ['碧峰峡', '蒙顶山', '大熊猫', '雅安藏茶', '上里古镇', '二郎山', '雅鱼', '牛背山'],
}
const GENERIC = ['景区', '博物馆', '美食', '民宿', '非遗', '演出', '乡村旅游', '文化馆']

export async function seedHotWords(db: Database): Promise<void> {
  for (const site of await db.select({ id: sites.id, code: sites.siteCode }).from(sites)) {
    const n = await db.$count(hotWords, eq(hotWords.siteId, site.id))
    if (n > 0) continue
    const words = WORDS[site.code] ?? GENERIC
    // first words first: sort counts down; hits give a believable spread
    await db
      .insert(hotWords)
      .values(words.map((word, i) => ({ siteId: site.id, word, sort: words.length - i, hits: (words.length - i) * 137 })))
      .onConflictDoNothing()
  }
}
