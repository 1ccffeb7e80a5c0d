// Types for the platform files tap-targets.h5.ts / tap-targets.weapp.ts (Taro picks one at build time).
export interface ScreenRect {
  left: number
  top: number
  width: number
  height: number
}
/**
 * A tap target on screen. `firm`: a native control (link, button, field, player) or a small one,
 * which a floating control would hide; a large pressable card is not firm: covering a corner of it
 * leaves the rest to tap.
 */
export interface TapTarget extends ScreenRect {
  firm: boolean
}
/** below this area (px²) a pressable view is small enough to be hidden by a floating control */
export declare const FIRM_AREA_PX2: number
/** boxes (viewport px) of the visible buttons, links, fields and other tap targets, except inside `ignore` */
export declare function visibleTapTargets(ignore?: string): TapTarget[]
/** calls `onChange` (at most a few times a second) when the page's content, size or scroll changes; returns the stop */
export declare function watchLayout(onChange: () => void): () => void
