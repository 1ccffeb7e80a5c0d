/**
 * Votes and surveys (issue 13): the calls. Rules: src/core/votes. Server: server/src/plugins/votes.
 * Pages and their components: src/package-votes.
 */
export { voteApi, entryApi, myEntryApi, myVoteApi, surveyApi, mySurveyApi, voteCalls, type CampaignParams, type EntryParams } from './api'
export type * from '../../core/votes/contract'
// the entries of a campaign with their live counts and the vote button (vote pages, campaign pages)
export { EntryGrid, LIVE_REFRESH_MS } from './EntryGrid'
export { EntryCard } from './EntryCard'
export { useVoting } from './use-voting'
