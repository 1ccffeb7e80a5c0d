/** The campaign calls (docs/contract-campaigns.md; shapes in src/core/campaigns/contract.ts). */
import type { Envelope } from '../../../types/contract'
import type { CampaignDetail, CampaignItem } from '../../core/campaigns/contract'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get } from '../../services/request'

/** campaigns not over yet, for menus and adverts */
export const campaignListApi = resourceApi<CampaignItem>('res/api/campaign')

export const campaignCalls = {
  /** a campaign page by its code (another site's code: 404) */
  detail: (code: string): Promise<Result<CampaignDetail>> =>
    call(get<Envelope<CampaignDetail>>('res/api/campaign/detail', { code }, { offline: true })),
}
