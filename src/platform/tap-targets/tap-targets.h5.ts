import type { ScreenRect } from './tap-targets'

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
 * A focusable box this large is a scroll container (each Taro page is made focusable for the
 * keyboard, src/platform/page-scroll-focus), not a control.
 */
const CONTAINER_SHARE = 0.4

export function visibleTapTargets(ignore?: string): ScreenRect[] {
  const width = document.documentElement.clientWidth
  const height = document.documentElement.clientHeight
  const out: ScreenRect[] = []
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(TAP_TARGETS))) {
    if (ignore && el.closest(ignore)) continue
    const r = el.getBoundingClientRect()
    // hidden (an earlier page the router keeps, display: none), empty, or off screen
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.right <= 0 || r.top >= height || r.left >= width) continue
    if (r.width * r.height > CONTAINER_SHARE * width * height) continue
    if (getComputedStyle(el).visibility === 'hidden') continue
    out.push({ left: r.left, top: r.top, width: r.width, height: r.height })
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
