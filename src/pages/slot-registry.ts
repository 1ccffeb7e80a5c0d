/**
 * Page components a weapp tab slot can render (see components/TabSlotPage): page key of
 * src/core/route-table.json -> the page's body component. When you build a page that a bottom
 * menu can open (news list, activity home, ...), register it here so it works as a tab.
 */
import type { ComponentType } from 'react'
import { NewsListSlot } from '../features/news'

export const SLOT_PAGE_COMPONENTS: Record<string, ComponentType> = {
  'news-list': NewsListSlot,
}
