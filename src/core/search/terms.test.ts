import { MAX_KEYWORD_LENGTH, highlightSegments, keywordPieces, keywordProblem, normalizeKeyword, termsOf, termsText } from './terms'

const has = (terms: string, piece: string) => terms.includes(` ${piece} `)

test('江堰 is a term of 都江堰 (a two-character piece inside the word the segmenter keeps whole)', () => {
  const terms = termsText('都江堰景区')
  expect(has(terms, '都江堰')).toBe(true)
  expect(has(terms, '江堰')).toBe(true)
  expect(has(terms, '都江')).toBe(true)
})

test('熊猫 is a term of 大熊猫繁育研究基地, and so are its words', () => {
  const terms = termsText('大熊猫繁育研究基地')
  for (const t of ['熊猫', '大熊猫', '基地', '研究', '繁育']) expect(has(terms, t)).toBe(true)
})

test('Latin words are lowercased terms; mixed text gives both kinds', () => {
  const terms = termsOf('Giant Panda Base 成都')
  expect(terms).toEqual(expect.arrayContaining(['giant', 'panda', 'base', '成都']))
  expect(terms).not.toContain('Panda')
})

test('terms are distinct and the stored text has a space at both ends', () => {
  const text = termsText('熊猫熊猫')
  expect(text.startsWith(' ') && text.endsWith(' ')).toBe(true)
  const list = text.trim().split(' ')
  expect(new Set(list).size).toBe(list.length)
})

test('a keyword not found whole is matched by its words: 大熊猫基地 → 大熊猫, 基地', () => {
  expect(keywordPieces('大熊猫基地')).toEqual(['大熊猫', '基地'])
  expect(keywordPieces('  Panda   BASE ')).toEqual(['panda', 'base'])
  expect(normalizeKeyword('  a \t b ')).toBe('a b')
})

test('highlight marks the keyword in the title as segments, case-insensitive', () => {
  expect(highlightSegments('都江堰景区', '江堰')).toEqual([
    { text: '都', hit: false },
    { text: '江堰', hit: true },
    { text: '景区', hit: false },
  ])
  expect(highlightSegments('Giant Panda Base', 'panda')).toEqual([
    { text: 'Giant ', hit: false },
    { text: 'Panda', hit: true },
    { text: ' Base', hit: false },
  ])
})

test('highlight falls back to the pieces, and to one plain segment without a match', () => {
  const segs = highlightSegments('大熊猫繁育研究基地', '大熊猫 基地')
  expect(segs.filter((s) => s.hit).map((s) => s.text)).toEqual(['大熊猫', '基地'])
  expect(highlightSegments('宽窄巷子', '火锅')).toEqual([{ text: '宽窄巷子', hit: false }])
})

test('the keyword limit is a small number of characters', () => {
  expect(MAX_KEYWORD_LENGTH).toBe(50)
})

test('keywordProblem: blank is required, over 50 characters (not UTF-16 units) too long', () => {
  expect(keywordProblem('  ')).toBe('required')
  expect(keywordProblem('熊'.repeat(50))).toBeUndefined()
  expect(keywordProblem('熊'.repeat(51))).toBe('tooLong')
  expect(keywordProblem('😀'.repeat(50))).toBeUndefined()
})
