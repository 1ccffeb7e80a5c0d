/** Keeps a w x h box fully inside the screen (the back-to-home button is dragged by its centre). */
export function clampPosition(
  pos: { x: number; y: number },
  box: { w: number; h: number },
  screen: { width: number; height: number },
): { x: number; y: number } {
  const maxX = Math.max(0, screen.width - box.w)
  const maxY = Math.max(0, screen.height - box.h)
  return { x: Math.min(Math.max(0, pos.x), maxX), y: Math.min(Math.max(0, pos.y), maxY) }
}
