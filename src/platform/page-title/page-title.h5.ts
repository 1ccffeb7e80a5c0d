import Taro from '@tarojs/taro'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** the text as HTML that shows it literally */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c])

export function setPageTitle(title: string): void {
  // Taro's router puts this into its navigation bar with innerHTML: escaped, it shows as written
  Taro.setNavigationBarTitle({ title: escapeHtml(title) })
  // ...and the tab shows the words, not the entities
  document.title = title
}
