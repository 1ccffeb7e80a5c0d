import type { TapTarget } from './tap-targets'

/** what a visitor taps: links, buttons, fields, players, and the kit's pressable views (role + tabindex) */
export const TAP_TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'textarea',
  'select',
  'video[controls]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * A focusable box that fills the screen is a scroll container (each Taro page is made focusable for
 * the keyboard, src/platform/page-scroll-focus), not a control; so is one holding the ignored element.
 */
const CONTAINER_SHARE = 0.9
/** a native control is firm whatever its size (tests/e2e/back-home.test.mjs uses the same rule) */
const NATIVE = 'a[href],button,input,textarea,select,video'
export const FIRM_AREA_PX2 = 20000

export function visibleTapTargets(ignore?: string): TapTarget[] {
  const width = document.documentElement.clientWidth
  const height = document.documentElement.clientHeight
  const out: TapTarget[] = []
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(TAP_TARGETS))) {
    if (ignore && (el.closest(ignore) || el.querySelector(ignore))) continue
    const r = el.getBoundingClientRect()
    // hidden (an earlier page the router keeps, display: none), empty, or off screen
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= height || r.left >= width) continue
    if (r.width * r.height > CONTAINER_SHARE * width * height) continue
    if (getComputedStyle(el).visibility === 'hidden') continue
    const firm = el.matches(NATIVE) || r.width * r.height < FIRM_AREA_PX2
    out.push({ left: r.left, top: r.top, width: r.width, height: r.height, firm })
  }
  return out
}

const INTERVAL_MS = 250

export function watchLayout(onChange: () => void): () => void {
  // at most once per interval, and always once after the last change (content arriving in pieces)
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined
        onChange()
      }, INTERVAL_MS)
    }
  }
  const observer = new MutationObserver(schedule)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  window.addEventListener('resize', schedule)
  // pages scroll inside their own container: listen in the capture phase to hear every one
  document.addEventListener('scroll', schedule, true)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', schedule)
    document.removeEventListener('scroll', schedule, true)
    if (timer !== undefined) clearTimeout(timer)
  }
}
