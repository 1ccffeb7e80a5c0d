/**
 * The height of a story's picture in the waterfall (rules-and-contract 9: "Story image box 323x244"):
 * the cover shown 323 design px wide keeps its proportions, within 0.75 to 1.6 times the box's 244
 * so one tall photo cannot fill a column; a cover of unknown size takes the box's 244.
 */
export const STORY_BOX = { width: 323, height: 244 } as const

export function pictureHeight(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return STORY_BOX.height
  const h = Math.round((STORY_BOX.width * height) / width)
  return Math.min(Math.round(STORY_BOX.height * 1.6), Math.max(Math.round(STORY_BOX.height * 0.75), h))
}
