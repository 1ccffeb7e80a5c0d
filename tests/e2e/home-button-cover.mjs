/**
 * What the floating 首页 button hides (issue 28: it sat on the 12345 call button of /call-police, the
 * 举报 link of comments, the phone and reason of a complaint detail, the survey's submit button):
 * where the button (or, after a scroll, its side tab) shows, no visible tap target under its box may
 * be hidden by it: at the centre of each overlap, the element on top must not be the button. A large
 * pressable card (src/platform/tap-targets: not firm) may lose a corner when a screen of cards leaves
 * no free place, never more than a quarter of it; links, buttons, fields and small pressables nothing
 * at all. Run in the page (page.evaluate); routes.test.mjs checks it on every route sample.
 */

/** the pages the issue names: each must be among the samples and show the button */
export const NAMED_PAGES = ['/call-police', '/scenic-comment/', '/complain-detail/', '/question-info/']

/** what the button hides, or null when it is not on screen (src/platform/tap-targets lists the same targets) */
export function coveredBy() {
  const TARGETS =
    'a[href],button,input:not([type="hidden"]),textarea,select,video[controls],[role="button"],[role="link"],[role="tab"],[role="checkbox"],[role="radio"],[role="switch"],[tabindex]:not([tabindex="-1"])'
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const own = [...document.querySelectorAll('[data-testid="back-home"], [data-testid="back-home-side"]')].find(visible)
  if (!own) return null
  const box = own.getBoundingClientRect()
  const covered = []
  for (const el of document.querySelectorAll(TARGETS)) {
    if (own.contains(el) || el.contains(own) || !visible(el)) continue
    const r = el.getBoundingClientRect()
    const left = Math.max(r.left, box.left)
    const right = Math.min(r.right, box.right)
    const top = Math.max(r.top, box.top)
    const bottom = Math.min(r.bottom, box.bottom)
    if (right - left < 1 || bottom - top < 1) continue
    const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
    // the firm rule of src/platform/tap-targets (FIRM_AREA_PX2)
    const area = r.width * r.height
    const firm = el.matches('a[href],button,input,textarea,select,video') || area < 20000
    if (!firm && (right - left) * (bottom - top) <= area / 4) continue
    if (onTop && own.contains(onTop)) {
      covered.push(
        `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 20)}"`,
      )
    }
  }
  return { box: { x: box.x, y: box.y, width: box.width, height: box.height }, covered }
}
