/**
 * The vote and survey calls (docs/contract-votes.md, shapes in src/core/votes/contract.ts): campaigns,
 * entries (search, sort), voting, entering a work, the visitor's votes and entries; surveys, their
 * submission and results, the visitor's answered surveys.
 */
import type { Envelope } from '../../../types/contract'
import type {
  MyEntry,
  MySurvey,
  MyVote,
  SurveyDetail,
  SurveyItem,
  SurveyResults,
  VoteCampaign,
  VoteCampaignDetail,
  VoteEntry,
  VoteEntryDetail,
  VoteResult,
} from '../../core/votes/contract'
import type { EntryDraft } from '../../core/votes/rules'
import type { SurveyAnswers } from '../../core/votes/survey'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface CampaignParams {
  /** 1 not started, 2 under way, 3 over */
  state?: number
  /** 1: only campaigns taking entries */
  joinable?: number
}

export interface EntryParams {
  voteId: string | number
  keyword?: string
  sort?: 'number' | 'votes'
}

export const voteApi = resourceApi<VoteCampaign, VoteCampaignDetail, CampaignParams>('res/api/vote')
export const entryApi = resourceApi<VoteEntry, VoteEntryDetail, EntryParams>('res/api/voteProduction')
export const myEntryApi = resourceApi<MyEntry>('res/api/voteProduction', { paths: { list: 'myList' } })
export const myVoteApi = resourceApi<MyVote>('res/api/vote', { paths: { list: 'myVoteList' } })

export const surveyApi = resourceApi<SurveyItem, SurveyDetail, { state?: number }>('res/api/questionnaire')
export const mySurveyApi = resourceApi<MySurvey>('res/api/questionnaire', { paths: { list: 'myList' } })

export const voteCalls = {
  /** one vote for an entry (login with a bound phone) */
  vote: (entryId: number): Promise<Result<VoteResult>> =>
    call(post<Envelope<VoteResult>>('res/api/vote/vote', { id: entryId }, { idempotent: true })),
  /** enter a work (no id) or edit one's entry (id) */
  saveEntry: (voteId: string | number, draft: EntryDraft, id?: string | number): Promise<Result<VoteEntryDetail>> =>
    call(
      post<Envelope<VoteEntryDetail>>(
        'res/api/voteProduction/save',
        {
          voteId,
          ...(id ? { id } : {}),
          title: draft.title.trim(),
          description: draft.description.trim(),
          pictures: draft.pictures.join(','),
        },
        { idempotent: true },
      ),
    ),
  submitSurvey: (id: string | number, answers: SurveyAnswers): Promise<Result<{ id: number }>> =>
    call(post<Envelope<{ id: number }>>('res/api/questionnaire/submit', { id, answers: JSON.stringify(answers) }, { idempotent: true })),
  results: (id: string | number, groupCode?: string): Promise<Result<SurveyResults>> =>
    call(get<Envelope<SurveyResults>>('res/api/questionnaire/result', { id, ...(groupCode ? { groupCode } : {}) })),
}
