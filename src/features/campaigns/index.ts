/**
 * Campaign pages as data (issue 14): the calls. Rules and shapes: src/core/campaigns. Server:
 * server/src/plugins/campaigns. The renderer and pages: src/package-campaigns.
 */
export { campaignCalls, campaignListApi } from './api'
export type * from '../../core/campaigns/contract'
