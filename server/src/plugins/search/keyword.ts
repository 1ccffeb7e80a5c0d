/** The keyword rule of every search call: required, not only spaces, at most MAX_KEYWORD_LENGTH characters. */
import type { FastifyRequest } from 'fastify'
import { MAX_KEYWORD_LENGTH, normalizeKeyword } from '../../../../src/core/search/terms'
import { badInput, single, type Fields } from '../../http/fields'
import { labelOf } from './labels'

export function keywordOf(request: FastifyRequest, fields: Fields, name = 'keyword'): string {
  const keyword = normalizeKeyword(single(fields, name))
  const field = labelOf(request, 'keyword')
  if (!keyword) throw badInput('account:field.required', { field })
  // characters, not UTF-16 units: 50 Chinese characters or emoji are 50
  if ([...keyword].length > MAX_KEYWORD_LENGTH) throw badInput('account:field.tooLong', { field, limit: MAX_KEYWORD_LENGTH })
  return keyword
}
