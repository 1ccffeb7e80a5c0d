/** /sc-index: the scenic-area home (the SCENERY layout: spots with the guide map, weather, news, recommended) on any site. */
import { HomeLayoutPage } from '../../components/HomeLayoutPage'

export default function ScIndexPage() {
  return <HomeLayoutPage layout="scenery" titleKey="page.scIndex" />
}
