/** /travel-directory: the site's tourism directory: scenic areas, venues, hotels, food, farm stays, specialities. */
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['SCENERY', 'VENUE', 'HOTEL', 'FOOD', 'HOMESTAY', 'SPECIALITY'] as const

export default function TravelDirectoryPage() {
  return <TypeTabsPage titleKey="page.travelDirectory" types={TYPES} testId="travel-directory" />
}
