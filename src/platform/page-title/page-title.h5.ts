import Taro from '@tarojs/taro'
import { escapeHtml } from '../../core/escape-html'

export function setPageTitle(title: string): void {
  // Taro's router puts this into its navigation bar with innerHTML: escaped, it shows as written
  Taro.setNavigationBarTitle({ title: escapeHtml(title) })
  // ...and the tab shows the words, not the entities
  document.title = title
}
