/**
 * Shapes of the vote and survey calls (docs/contract-votes.md), shared by the app and the server.
 */
import type { Question, QuestionType } from './survey'
import type { VoteState, VoteType } from './rules'

export interface VoteCampaign {
  id: number
  title: string
  cover: string
  voteType: VoteType
  startTime: string
  endTime: string
  state: VoteState
  dailyLimit: number
  /** visitors may enter works while the campaign is not over */
  joinable: boolean
  entryNum: number
  voteNum: number
  organizer: string
}

export interface VoteCampaignDetail extends VoteCampaign {
  intro: string
  /** the rules, one per line */
  rules: string
  /** logged-in caller: votes cast today in this campaign (0 otherwise) */
  usedToday: number
}

export interface VoteEntry {
  id: number
  voteId: number
  number: number
  title: string
  cover: string
  voteNum: number
  /** 1 = most votes */
  rank: number
  /** logged-in caller: voted for it today */
  votedToday: boolean
  /** entered by the caller */
  mine: boolean
}

export interface VoteEntryDetail extends VoteEntry {
  description: string
  pictures: string[]
  author: string
  voteTitle: string
}

export interface VoteResult {
  entryId: number
  voteNum: number
  usedToday: number
  dailyLimit: number
}

export interface MyVote {
  id: number
  voteId: number
  voteTitle: string
  entryId: number
  entryTitle: string
  number: number
  cover: string
  day: string
  createTime: string
}

export interface MyEntry extends VoteEntry {
  voteTitle: string
  voteState: VoteState
}

export interface SurveyItem {
  id: number
  title: string
  cover: string
  intro: string
  startTime: string
  endTime: string
  state: VoteState
  questionNum: number
  answerNum: number
  /** logged-in caller: already answered */
  answered: boolean
}

export interface SurveyGroup {
  code: string
  name: string
}

export interface SurveyDetail extends SurveyItem {
  groups: SurveyGroup[]
  questions: Question[]
}

export interface OptionResult {
  id: string
  label: string
  count: number
  percent: number
}

export interface QuestionResult {
  id: string
  type: QuestionType
  title: string
  group: string
  /** respondents who answered this question */
  respondents: number
  options: OptionResult[]
  /** text questions: the latest answers (at most 5) */
  texts: string[]
}

export interface SurveyResults {
  id: number
  title: string
  answerNum: number
  groups: SurveyGroup[]
  groupCode: string
  questions: QuestionResult[]
}

export interface MySurvey {
  id: number
  title: string
  cover: string
  state: VoteState
  answerTime: string
}
