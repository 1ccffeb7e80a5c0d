/**
 * The guided tour bar's rules (/guide-map/{tourId}): the stop shown moves one step back or forward
 * and stays on the tour (no wrap: the first stop is the start, the last the exit), and a tour's
 * length reads in kilometres with one decimal.
 */
export function stepStop(current: number, delta: -1 | 1, total: number): number {
  if (total <= 0) return 0
  return Math.min(total - 1, Math.max(0, current + delta))
}

export const hasPrevious = (current: number): boolean => current > 0
export const hasNext = (current: number, total: number): boolean => current < total - 1

/** metres → "1.2" (km, one decimal; at least 0.1 for a walk that is not nothing) */
export function distanceKm(metres: number): string {
  if (metres <= 0) return '0'
  return Math.max(0.1, Math.round(metres / 100) / 10).toFixed(1)
}
