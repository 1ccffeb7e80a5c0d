/** /default-index and /default: the default home (the newer-menu layout: recommended, nearby, ranking, news, weather). */
import { HomeLayoutPage } from '../../components/HomeLayoutPage'

export default function DefaultIndexPage() {
  return <HomeLayoutPage layout="default" titleKey="page.defaultIndex" />
}
