// Types for the platform files tap-targets.h5.ts / tap-targets.weapp.ts (Taro picks one at build time).
export interface ScreenRect {
  left: number
  top: number
  width: number
  height: number
}
/** boxes (viewport px) of the visible buttons, links, fields and other tap targets, except inside `ignore` */
export declare function visibleTapTargets(ignore?: string): ScreenRect[]
/** calls `onChange` (at most a few times a second) when the page's content, size or scroll changes; returns the stop */
export declare function watchLayout(onChange: () => void): () => void
