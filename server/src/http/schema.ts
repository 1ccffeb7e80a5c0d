/**
 * TypeBox building blocks of route schemas. Every /api route declares its input (querystring,
 * body) and its 200 answer with these, so that validation messages come from one place
 * (errors.ts describeValidation) and the OpenAPI document (/api/openapi.json) describes it.
 *
 * Input fields are declared as text: forms and queries only carry text, and Fastify's Ajv coerces
 * JSON numbers and booleans to text, so handlers read every field the same way (http/fields.ts).
 * Objects allow extra properties: the app sends more than a call reads, and that is not an error.
 *
 * Answers: every part of an envelope but `code` is optional, because a business refusal
 * (codes 2-4) travels with HTTP 200 and is serialized with the 200 schema; fast-json-stringify
 * would throw on a missing required property and drops properties a schema does not name, so
 * item schemas name every field the app reads.
 */
import Type, { type TSchema } from 'typebox'
import { CONTROL_FIELDS } from './fields'

/** A text field (query or body). */
export const Text = (options: { maxLength?: number; description?: string } = {}) => Type.String(options)
/** A text field that may also be sent as a list (JSON array, or the key repeated in a form). */
export const TextList = (maxItems: number) => Type.Union([Type.String(), Type.Array(Type.String(), { maxItems })])

type Shape = Record<string, TSchema>

const optional = (shape: Shape) => Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, Type.Optional(s)]))

/** Query parameters every call may carry (rules-and-contract 7); added to every querystring schema. */
const control: Shape = Object.fromEntries(CONTROL_FIELDS.map((name) => [name, Text({ maxLength: 4096 })]))

/** Querystring of a call: its own optional fields plus token/siteCode/lang. */
export const Query = (shape: Shape = {}) => Type.Object({ ...optional(control), ...optional(shape) }, { additionalProperties: true })

/** Body of a form or JSON call: every field optional; handlers say which are required, by name. */
export const Body = (shape: Shape = {}) => Type.Object(optional(shape), { additionalProperties: true })

/** Paging input (http/paging.ts): variant (a)/(c) currPage, variant (b) pageNum. */
export const PageQuery: Shape = { currPage: Text(), pageNum: Text(), pageSize: Text() }

const base = { code: Type.Integer(), message: Type.String() }

/** A refusal or an answer without data. */
export const Refusal = Type.Object(base)

/** `{code, data?, message}`; `data` unknown (any JSON) unless described. */
export const DataEnvelope = (data: TSchema = Type.Unknown()) => Type.Object({ ...base, data: Type.Optional(data) })

export const ListEnvelope = (item: TSchema) => Type.Object({ ...base, datas: Type.Optional(Type.Array(item)) })

export const PagedAEnvelope = (item: TSchema) =>
  Type.Object({
    ...base,
    datas: Type.Optional(Type.Array(item)),
    page: Type.Optional(Type.Object({ total: Type.Integer(), totalPage: Type.Integer() })),
  })

export const PagedBEnvelope = (item: TSchema) =>
  DataEnvelope(Type.Object({ list: Type.Array(item), total: Type.Integer(), pageSize: Type.Integer() }))

export const PagedCEnvelope = (item: TSchema) =>
  DataEnvelope(Type.Object({ data: Type.Array(item), totalCount: Type.Integer(), totalPage: Type.Integer() }))

export const PagedEnvelope = { a: PagedAEnvelope, b: PagedBEnvelope, c: PagedCEnvelope } as const

/** An object item whose fields are named for the docs but which keeps fields added later. */
export const Item = (shape: Shape) => Type.Object(shape, { additionalProperties: true })

export interface RouteSchemaInput {
  query?: Shape
  body?: Shape
  /** the 200 answer; default an envelope with any data */
  response?: TSchema
  summary?: string
}

/** The `schema` of a route: querystring (+ body) and the 200 answer; refusals are added by onRoute (openapi.ts). */
export function routeSchema({ query, body, response, summary }: RouteSchemaInput) {
  return {
    ...(summary && { summary }),
    querystring: Query(query),
    ...(body && { body: Body(body) }),
    response: { 200: response ?? DataEnvelope() },
  }
}

export { Type }
