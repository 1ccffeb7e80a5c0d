/**
 * What a floating control must not cover (issue 28: the home button over the 12345 call button):
 * the boxes of the visible tap targets on screen, and a way to hear that the page changed so the
 * control can move again. H5 reads the document; the mini-program has no synchronous layout query
 * across a page's components, so there the control keeps its docked place (PageShell reserves room).
 */
export type { ScreenRect, TapTarget } from './tap-targets'
export { FIRM_AREA_PX2, visibleTapTargets, watchLayout } from './tap-targets'
