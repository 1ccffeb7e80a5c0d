/**
 * Every failure leaves as an envelope `{code, message}` in the caller's language:
 * AppError with its own code, schema validation as 400 naming the field, unreadable bodies
 * as 400, unknown paths as 404, anything else as 500 without internals (logged instead).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { TFunction } from 'i18next'
import { ResultCode } from '../../../types/contract'
import { AppError, httpStatusOf } from './envelope'
import { requestLanguage, translator } from './i18n'

/** The request's translator; set by the language hook, recomputed for errors raised before it. */
export function tOf(request: FastifyRequest): TFunction {
  return (
    request.t ??
    translator(requestLanguage((request.query as Record<string, unknown> | undefined)?.lang, request.headers['accept-language']))
  )
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** One sentence per failed rule, naming the field the way the caller wrote it. */
function describeValidation(errors: AjvError[], t: TFunction): string {
  return errors
    .map((e) => {
      const field =
        e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '?'
      switch (e.keyword) {
        case 'required':
          return t('field.required', { field })
        case 'enum':
          return t('field.enum', { field, values: (e.params.allowedValues as unknown[]).join(', ') })
        case 'type':
          return t('field.type', { field })
        case 'maxLength':
          return t('field.tooLong', { field, limit: e.params.limit })
        case 'minLength':
          return t('field.tooShort', { field, limit: e.params.limit })
        default:
          return t('field.invalid', { field })
      }
    })
    .join('; ')
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const t = tOf(request)
    if (error instanceof AppError) {
      return reply.status(httpStatusOf(error.code)).send({ code: error.code, message: t(error.messageKey, error.params) })
    }
    if (error.validation) {
      const detail = describeValidation(error.validation as AjvError[], t)
      return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.badRequest', { detail }) })
    }
    const status = error.statusCode ?? 500
    if (status === 413) return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.bodyTooLarge') })
    if (status >= 400 && status < 500) {
      // malformed JSON, unsupported content type, empty body with a JSON content type...
      request.log.info({ err: error }, 'unreadable request')
      return reply.status(400).send({ code: ResultCode.BAD_REQUEST, message: t('error.unreadableBody') })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send({ code: ResultCode.SERVER_ERROR, message: t('error.serverError') })
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    return reply.status(404).send({ code: ResultCode.NOT_FOUND, message: tOf(request)('error.notFound', { path }) })
  })
}
