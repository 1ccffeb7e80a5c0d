/**
 * Where the floating home button sits (issue 28): at the visitor's preferred place (where it was
 * last dropped, else docked at the bottom right), moved to the nearest place that covers no tap
 * target: first up or down along the same edge, then along the other edge. A screen without such a
 * place (a list of full-width cards) is searched again for a place that covers no firm target
 * (a link, a button, a field, a small pressable): the corner of a card it then covers leaves the
 * rest of the card to tap.
 */
import type { ScreenRect, TapTarget } from '../../platform/tap-targets'
import { clampPosition } from './clamp'

export interface Point {
  x: number
  y: number
}
export interface Size {
  w: number
  h: number
}

/** px kept between the button and the screen's edge, and around a tap target */
export const EDGE_GAP = 12
const TARGET_GAP = 4
const STEP = 8

/** bottom right, above the page's reserved bottom room */
export function dockPosition(box: Size, screen: { width: number; height: number }): Point {
  return clampPosition({ x: screen.width - box.w - EDGE_GAP, y: screen.height - box.h - 2 * EDGE_GAP }, box, screen)
}

function covers(at: Point, box: Size, target: ScreenRect): boolean {
  return (
    at.x < target.left + target.width + TARGET_GAP &&
    at.x + box.w > target.left - TARGET_GAP &&
    at.y < target.top + target.height + TARGET_GAP &&
    at.y + box.h > target.top - TARGET_GAP
  )
}

export function coversAny(at: Point, box: Size, targets: readonly ScreenRect[]): boolean {
  return targets.some((t) => covers(at, box, t))
}

/**
 * The free place nearest `preferred` (clamped to the screen); `bothEdges` false keeps the x (the side
 * tab lives on the right edge). When even firm targets take the whole screen, the preferred place.
 */
export function freeSpot(
  preferred: Point,
  box: Size,
  screen: { width: number; height: number },
  targets: readonly TapTarget[],
  bothEdges = true,
): Point {
  return (
    spotClearOf(preferred, box, screen, targets, bothEdges) ??
    spotClearOf(
      preferred,
      box,
      screen,
      targets.filter((t) => t.firm),
      bothEdges,
    ) ??
    clampPosition(preferred, box, screen)
  )
}

function spotClearOf(
  preferred: Point,
  box: Size,
  screen: { width: number; height: number },
  targets: readonly ScreenRect[],
  bothEdges: boolean,
): Point | undefined {
  const start = clampPosition(preferred, box, screen)
  const xs = [start.x]
  if (bothEdges) {
    const mirrored = start.x + box.w / 2 > screen.width / 2 ? EDGE_GAP : screen.width - box.w - EDGE_GAP
    xs.push(clampPosition({ x: mirrored, y: 0 }, box, screen).x)
  }
  const maxY = Math.max(0, screen.height - box.h)
  for (const x of xs) {
    for (let d = 0; d <= maxY; d += STEP) {
      for (const y of d === 0 ? [start.y] : [start.y - d, start.y + d]) {
        if (y < 0 || y > maxY) continue
        if (!coversAny({ x, y }, box, targets)) return { x, y }
      }
    }
  }
  return undefined
}
