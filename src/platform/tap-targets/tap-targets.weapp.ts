import type { TapTarget } from './tap-targets'

export const FIRM_AREA_PX2 = 20000

export function visibleTapTargets(): TapTarget[] {
  return []
}

export function watchLayout(): () => void {
  return () => undefined
}
