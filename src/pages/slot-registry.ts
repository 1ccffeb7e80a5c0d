/**
 * What a weapp tab slot draws (components/TabSlotPage): page key -> the body component of the hub
 * page a site may put in its bottom bar, from that page's feature (the page itself wraps the same
 * body in its PageShell). The keys are SLOT_PAGES of core/navigation, which assignTabs reads: a menu
 * of any other page opens that page as a page tab. Everything imported here ships in the weapp main
 * package (budget 800 KB: npm run bench:size), so each feature is imported through its small
 * `tab-slot` face, never its index.
 */
import type { ComponentType } from 'react'
import type { SlotPage } from '../core/navigation'
import { ActivityHome } from '../features/activities/tab-slot'
import { DestinationList, TourList } from '../features/guides/tab-slot'
import { NewsListSlot } from '../features/news'
import { TimeHub } from '../features/stories/tab-slot'

export const SLOT_PAGE_COMPONENTS: Record<SlotPage, ComponentType> = {
  'news-list': NewsListSlot,
  'activity-home': ActivityHome,
  time: TimeHub,
  'guide-scenic-list': TourList,
  destination: DestinationList,
}
