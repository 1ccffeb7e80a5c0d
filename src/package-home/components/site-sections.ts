/**
 * The home-group pages only some sites have (product-spec 2.3; the exact site codes are "not
 * shown", so the choices are here and in docs/contract-places.md, "Home-group pages"):
 *   xjHot, xjPanoramic  the Xinjiang sites: those whose home is the Xinjiang layout (region 65xxxx
 *                       or the corps site, src/core/home-selection)
 *   jmgSub              the scenic-area sites' sub-area guide: JMG_SUB_SITES
 *   guideMapZytf        the province's guide map (智游天府, the Sichuan platform): ZYTF_SITES
 * Elsewhere those pages say so and offer the way home (package-home's SiteOnly). Pure TS.
 */
import { selectHomeLayout, type HomeSelectionInput } from '@/core/home-selection'

export type SiteSection = 'xjHot' | 'xjPanoramic' | 'jmgSub' | 'guideMapZytf'

/** chosen: the Dujiangyan scenic-area site lists its sub-areas (都江堰、青城前山、青城后山…) */
export const JMG_SUB_SITES: readonly string[] = ['djy-scenic']
/** chosen: the Sichuan province site carries the 智游天府 guide map */
export const ZYTF_SITES: readonly string[] = ['sc-province']

const isXinjiang = (site: HomeSelectionInput) => selectHomeLayout(site) === 'xinjiang'

const RULES: Record<SiteSection, (site: HomeSelectionInput) => boolean> = {
  xjHot: isXinjiang,
  xjPanoramic: isXinjiang,
  jmgSub: (site) => JMG_SUB_SITES.includes(site.siteCode),
  guideMapZytf: (site) => ZYTF_SITES.includes(site.siteCode),
}

export function siteHasSection(section: SiteSection, site: HomeSelectionInput): boolean {
  return RULES[section](site)
}
