/**
 * H5: every page can be scrolled from the keyboard. Taro's router draws each page in a
 * `.taro_page` element that is its own scroll container; a page of text alone (a complaint's
 * timeline, a list of honours) has nothing focusable inside, so a keyboard user could not scroll
 * it (WCAG 2.1.1; axe: scrollable-region-focusable). Each page element gets tabindex 0 when Taro
 * adds it. Chromium draws no focus ring for a pointer tap on it (:focus-visible), only for Tab.
 */
export const PAGE_CLASS = 'taro_page'

function makeFocusable(node: Node): void {
  if (!(node instanceof HTMLElement)) return
  const pages = node.classList.contains(PAGE_CLASS) ? [node] : Array.from(node.getElementsByClassName(PAGE_CLASS))
  for (const page of pages) if (!page.hasAttribute('tabindex')) page.setAttribute('tabindex', '0')
}

export function installPageScrollFocus(root: HTMLElement = document.body): MutationObserver {
  makeFocusable(root)
  const observer = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach(makeFocusable)
  })
  observer.observe(root, { subtree: true, childList: true })
  return observer
}
