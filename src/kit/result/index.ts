export { call, envelopeOrNoAnswer, NO_ANSWER_ENVELOPE, toResult, mapResult, failureText, NO_ANSWER, OK_CODE } from './result'
export type { Result, Ok, Refused, NoAnswer, Failure } from './result'
