/**
 * The two-column waterfall (product-spec 2.4 "two-column waterfall of stories"; rules-and-contract
 * 9: "Waterfall 2 columns, gutter 24", "Story image box 323x244", page design width 750): each item
 * goes under the column that is shortest so far (the left one on a tie), so the columns end
 * nearly level and the reading order stays top to bottom, left before right. Heights are design px
 * estimates the caller gives (picture height plus its text); the layout never measures the page.
 */
export const WATERFALL = { columns: 2, gutter: 24, boxWidth: 323, boxHeight: 244 } as const

export interface Placed<T> {
  item: T
  /** position in the list, for keys and numbering */
  index: number
}

export function waterfallColumns<T>(
  items: readonly T[],
  heightOf: (item: T) => number,
  columns: number = WATERFALL.columns,
  gutter: number = WATERFALL.gutter,
): Placed<T>[][] {
  const out: Placed<T>[][] = Array.from({ length: Math.max(1, columns) }, () => [])
  const heights = out.map(() => 0)
  items.forEach((item, index) => {
    let shortest = 0
    for (let c = 1; c < heights.length; c++) if (heights[c] < heights[shortest]) shortest = c
    out[shortest].push({ item, index })
    const h = heightOf(item)
    heights[shortest] += (Number.isFinite(h) && h > 0 ? h : WATERFALL.boxHeight) + gutter
  })
  return out
}

/** a card's estimated height: its picture, then its title lines (about 14 characters a line at 323 wide) and a footer */
export function cardHeight(pictureHeight: number, title: string, { lineHeight = 40, charsPerLine = 14, footer = 72 } = {}): number {
  const lines = Math.min(2, Math.max(1, Math.ceil([...title].length / charsPerLine)))
  return pictureHeight + lines * lineHeight + footer
}
