/**
 * H5: the page on screen is never left hidden by a late timer of Taro's router. Navigating away
 * hides the previous page after the transition (a timer adds `taro_page_shade`); going back
 * before that timer fires shows the page at once, and then the timer hides it: a blank screen
 * (seen under load: /scenic-detail → /open-map → back). Taro's show() does not cancel the timer,
 * so a class observer takes the shade off whichever page is current, the one place it never belongs.
 */
import { getCurrentInstance } from '@tarojs/taro'

export const SHADE = 'taro_page_shade'

/** true when the element is the page Taro shows now */
function isCurrentPage(el: Element, currentPath = getCurrentInstance().page?.path): boolean {
  return Boolean(currentPath) && el.id === currentPath
}

export function installPageShadeGuard(root: Node = document.body): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as Element
      if (el.classList?.contains('taro_page') && el.classList.contains(SHADE) && isCurrentPage(el)) el.classList.remove(SHADE)
    }
  })
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['class'] })
  return observer
}
