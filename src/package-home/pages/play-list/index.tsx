/** /play-list: things to do: rides and projects, shows, entertainment and scenic areas, a tab each. */
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['SCENIC_PROJECT', 'SCENIC_SHOW', 'ENTERTAINMENT', 'SCENERY'] as const

export default function PlayListPage() {
  return <TypeTabsPage titleKey="page.playList" types={TYPES} testId="play-list" />
}
