/** /jmg-sub (JMG-SUB menu): the sub-areas of a scenic-area site (JMG_SUB_SITES), each to its detail with its spots; elsewhere not on this site. */
import { SiteOnly } from '../../components/SiteOnly'
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['SCENERY'] as const

export default function JmgSubPage() {
  return (
    <SiteOnly section="jmgSub" titleKey="page.jmgSub">
      <TypeTabsPage titleKey="page.jmgSub" types={TYPES} testId="jmg-sub" />
    </SiteOnly>
  )
}
