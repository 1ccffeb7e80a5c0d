import { cardHeight, WATERFALL, waterfallColumns } from './layout'

test('the waterfall is two columns with a 24 gutter around 323x244 picture boxes that fill the 750 design width', () => {
  expect(WATERFALL).toEqual({ columns: 2, gutter: 24, boxWidth: 323, boxHeight: 244 })
  // two boxes and the gutter leave 40 each side of a 750 px page
  expect(750 - (2 * WATERFALL.boxWidth + WATERFALL.gutter)).toBe(80)
})

test('each item goes under the shortest column, the left one on a tie', () => {
  const heights = [300, 100, 100, 100, 50]
  const cols = waterfallColumns(heights, (h) => h)
  // left 324 (300 + gutter); right 124, 248, 372 (each still below 324 before it); then left is shorter
  expect(cols.map((c) => c.map((p) => p.index))).toEqual([
    [0, 4],
    [1, 2, 3],
  ])
})

test('reading order is kept inside each column, and items of unknown height take the box height', () => {
  const cols = waterfallColumns(['a', 'b', 'c', 'd'], () => NaN)
  expect(cols).toEqual([
    [
      { item: 'a', index: 0 },
      { item: 'c', index: 2 },
    ],
    [
      { item: 'b', index: 1 },
      { item: 'd', index: 3 },
    ],
  ])
  expect(waterfallColumns([], () => 1)).toEqual([[], []])
})

test('a card is its picture, one or two title lines and its footer', () => {
  expect(cardHeight(244, '短标题')).toBe(244 + 40 + 72)
  expect(cardHeight(244, '这是一个很长很长很长很长很长很长很长很长的标题')).toBe(244 + 80 + 72)
})
