/**
 * Field names as a person reads them in refusals ("请填写 搜索词"): the server's translator knows
 * only the server and account namespaces (http/i18n.ts), so this capability reads its labels from
 * its own namespace file, locales/<lang>/search.json `server`, and passes them as the `field`
 * parameter of the shared account:field.* messages.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyRequest } from 'fastify'
import { APP_LANGUAGES } from '../../http/i18n'

const LOCALES_DIR = fileURLToPath(new URL('../../../../locales', import.meta.url))

const LABELS: Record<string, Record<string, string>> = Object.fromEntries(
  APP_LANGUAGES.map((lng) => [lng, JSON.parse(fs.readFileSync(`${LOCALES_DIR}/${lng}/search.json`, 'utf8')).server ?? {}]),
)

/** The label of a field in the caller's language, else the field's own name. */
export const labelOf = (request: FastifyRequest, field: string): string => LABELS[request.lang]?.[field] ?? LABELS.zh?.[field] ?? field
