/**
 * The mini-program draws its native bar (./top-bar-rule.ts answers 'none' there): no title bar of
 * ours, and none of its code in the main package's launch JS (the H5 one is ./TopBar.h5.tsx).
 */
import type { TopBarMode } from './top-bar-rule'

export function TopBar(_props: { mode: Exclude<TopBarMode, 'none'>; title: string }): null {
  return null
}
