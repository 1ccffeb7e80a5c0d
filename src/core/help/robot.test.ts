/** The robot's keyword matcher (src/core/help/robot.ts) over a small FAQ. */
import { answerOf, keywordsOf, MATCH_THRESHOLD, rankFaq, segmentWords, topicWords } from './robot'

const FAQ = [
  { id: 1, sort: 10, question: '大熊猫繁育研究基地门票多少钱？', keywords: ['熊猫基地', '大熊猫', '熊猫', '门票', '票价'] },
  { id: 2, sort: 20, question: '宽窄巷子附近哪里停车？', keywords: ['停车', '停车场', '车位'] },
  { id: 3, sort: 30, question: '门票预订后可以退票吗？', keywords: ['退票', '退款', '退订'] },
  { id: 4, sort: 40, question: '在景区丢失物品怎么办？', keywords: ['丢失', '丢了', '遗失', '失物'] },
  { id: 5, sort: 50, question: '可以带宠物入园吗？', keywords: ['宠物', '狗', '猫'] },
  { id: 6, sort: 60, question: '有无障碍设施和轮椅借用吗？', keywords: ['轮椅', '无障碍'] },
]

test('segmentation: Intl.Segmenter words, one-character runs joined back, filler left out of topic words', () => {
  expect(segmentWords('门票多少钱？')).toEqual(expect.arrayContaining(['门票', '多少钱']))
  expect(segmentWords('宠物可以带进景区吗')).toEqual(expect.arrayContaining(['宠物', '景区']))
  expect(topicWords('请问怎么退票')).toEqual(['退票'])
  expect(segmentWords('  ！！ ')).toEqual([])
})

test.each([
  ['熊猫基地门票多少钱', 1],
  ['大熊猫几点最活跃，票价贵吗', 1],
  ['附近有停车场吗？', 2],
  ['买了票不去了能退款吗', 3],
  ['我的钱包丢了', 4],
  ['能带狗狗进去吗', 5],
  ['有轮椅可以借吗', 6],
  ['ＷＨＥＲＥ停车', 2],
])('%s → entry %i', (question, id) => {
  const { best } = answerOf(question, FAQ)
  expect(best?.entry.id).toBe(id)
  expect(best!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD)
})

test('nothing matching well enough: no answer (the caller falls back to a person)', () => {
  for (const q of ['asdfghjkl', '今天天气怎么样', '你好']) expect(answerOf(q, FAQ).best).toBeNull()
})

test('ranking: a keyword outweighs a shared word; ties go to the smaller sort', () => {
  const ranked = rankFaq('门票退票', FAQ)
  // 1 and 3 both hold a keyword (门票 / 退票) ... entry 3 also shares 门票 in its question
  expect(ranked[0].entry.id).toBe(3)
  expect(ranked.map((m) => m.entry.id)).toContain(1)
  const { related } = answerOf('门票退票', FAQ)
  expect(related.map((e) => e.id)).toEqual([1])
})

test('keywords as the operator types them', () => {
  expect(keywordsOf('门票, 票价；购票、门票 ')).toEqual(['门票', '票价', '购票'])
})
