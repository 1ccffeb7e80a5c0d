/** A swipe shorter than this (design px on H5 are CSS px here) is a tap, not a page turn. */
export const SWIPE_MIN_PX = 50

/** the index after a swipe: one on or back, staying inside the list (no wrap: the end says so) */
export function nextIndex(index: number, step: 1 | -1, length: number): number {
  if (length === 0) return 0
  return Math.min(length - 1, Math.max(0, index + step))
}
