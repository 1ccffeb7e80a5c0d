/** The keyword rule of every search call: required, not only spaces, at most MAX_KEYWORD_LENGTH characters. */
import type { FastifyRequest } from 'fastify'
import { MAX_KEYWORD_LENGTH, keywordProblem, normalizeKeyword } from '../../../../src/core/search/keyword'
import { badInput, single, type Fields } from '../../http/fields'
import { labelOf } from './labels'

export function keywordOf(request: FastifyRequest, fields: Fields, name = 'keyword'): string {
  const keyword = normalizeKeyword(single(fields, name))
  const problem = keywordProblem(keyword)
  const field = labelOf(request, 'keyword')
  if (problem === 'required') throw badInput('account:field.required', { field })
  if (problem === 'tooLong') throw badInput('account:field.tooLong', { field, limit: MAX_KEYWORD_LENGTH })
  return keyword
}
