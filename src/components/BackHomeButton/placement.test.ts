import { coversAny, dockPosition, EDGE_GAP, freeSpot } from './placement'

const firm = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, firm: true })
const card = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, firm: false })

const screen = { width: 390, height: 844 }
const box = { w: 48, h: 48 }

test('docked at the bottom right, inside the screen', () => {
  expect(dockPosition(box, screen)).toEqual({ x: 390 - 48 - EDGE_GAP, y: 844 - 48 - 2 * EDGE_GAP })
})

test('stays where preferred when nothing is under it', () => {
  const at = { x: 330, y: 500 }
  expect(freeSpot(at, box, screen, [firm(0, 0, 390, 100)])).toEqual(at)
})

test('moves up or down the same edge, to the nearest free place, clear of the target', () => {
  // a full-width call button under the docked place (the 12345 button of /call-police)
  const call = firm(16, 740, 358, 60)
  const dock = dockPosition(box, screen)
  const spot = freeSpot(dock, box, screen, [call])
  expect(spot.x).toBe(dock.x)
  expect(coversAny(spot, box, [call])).toBe(false)
  // the nearest: just above the button with the gap, not far up the screen
  expect(spot.y).toBeLessThanOrEqual(740 - 48)
  expect(spot.y).toBeGreaterThan(740 - 48 - 16)
})

test('takes the other edge when its own edge is full of targets', () => {
  const rightColumn = firm(300, 0, 90, 844)
  const spot = freeSpot({ x: 330, y: 400 }, box, screen, [rightColumn])
  expect(spot.x).toBe(EDGE_GAP)
  expect(spot.y).toBe(400)
})

test('the side tab keeps its edge (bothEdges false); a full screen keeps the preferred place', () => {
  const everything = firm(0, 0, 390, 844)
  expect(freeSpot({ x: 366, y: 300 }, { w: 24, h: 80 }, screen, [everything], false)).toEqual({ x: 366, y: 300 })
})

test('a screen of full-width cards: it may sit on a card, never on a link or button among them', () => {
  // cards of 120 px with 8 px gaps from the top, a small 举报 link at the dock's height
  const cards = Array.from({ length: 7 }, (_, i) => card(12, i * 128, 366, 120))
  const report = firm(330, 770, 44, 24)
  const spot = freeSpot(dockPosition(box, screen), box, screen, [...cards, report])
  expect(coversAny(spot, box, [report])).toBe(false)
  expect(coversAny(spot, box, cards)).toBe(true)
})
