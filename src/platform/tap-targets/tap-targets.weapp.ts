import type { ScreenRect } from './tap-targets'

export function visibleTapTargets(): ScreenRect[] {
  return []
}

export function watchLayout(): () => void {
  return () => undefined
}
