/**
 * /find: what is around the visitor: scenic areas, food, hotels and entertainment, nearest first
 * from the last known position, else from the site's centre (the page never prompts for it).
 */
import { nearbyPoint } from '@/features/home'
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['SCENERY', 'FOOD', 'HOTEL', 'ENTERTAINMENT'] as const

export default function FindPage() {
  return <TypeTabsPage titleKey="page.find" types={TYPES} testId="find" params={nearbyPoint()} />
}
