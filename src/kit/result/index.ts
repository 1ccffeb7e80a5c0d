export { call, toResult, mapResult, failureText, NO_ANSWER, OK_CODE } from './result'
export type { Result, Ok, Refused, NoAnswer, Failure } from './result'
