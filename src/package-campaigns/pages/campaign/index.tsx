/**
 * /campaign/{code} and the named campaign routes of product-spec 2.3 (/food-prevention,
 * /winter-guide, /spring-festival-xj, ...): one page, the campaign's record drawn by the renderer.
 * The code is the path's (src/core/campaigns/rules.ts campaignCodeOfPath); on the mini-program the
 * page is told its path (route-table.json `passesPath`).
 */
import { campaignCodeOfPath } from '@/core/campaigns/rules'
import { specPathOf } from '@/core/routes'
import { usePageParams } from '@/kit/page-params'
import { useShellLocation } from '@/components/PageShell'
import { CampaignView } from '../../components/CampaignView'

export default function CampaignPage() {
  const params = usePageParams()
  const path = specPathOf(useShellLocation(), params)
  const code = params.code ?? campaignCodeOfPath(path) ?? ''
  return <CampaignView code={code} path={path} />
}
