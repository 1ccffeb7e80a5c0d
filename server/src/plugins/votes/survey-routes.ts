/**
 * Survey calls (docs/contract-votes.md "Surveys"; rules in src/core/votes/survey.ts):
 *   GET  res/api/questionnaire/list            state? (1, 2, 3), currPage, pageSize → (a) SurveyItem (answered: logged-in caller)
 *   GET  res/api/questionnaire/detail          id → SurveyDetail (groups, questions)
 *   POST res/api/questionnaire/submit (login)  id, answers (JSON text {questionId: optionIds[] | text}) → {id}
 *   GET  res/api/questionnaire/result          id, groupCode? → SurveyResults (per question: counts and percents)
 *   GET  res/api/questionnaire/myList (login)  currPage, pageSize → (a) MySurvey
 * One answer per user and survey (unique index); only while the survey is under way.
 */
import { and, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MySurvey, QuestionResult, SurveyDetail, SurveyItem, SurveyResults } from '../../../../src/core/votes/contract'
import { voteState, voteStateOfCode } from '../../../../src/core/votes/rules'
import { checkAnswers, cleanAnswers, sharesOf, type SurveyAnswers } from '../../../../src/core/votes/survey'
import { surveyAnswers, surveys } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, requireId, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { optionalViewer } from '../places/viewer'

type SurveyRow = typeof surveys.$inferSelect
const ANSWERS_MAX_CHARS = 20_000
const TEXTS_SHOWN = 5

const itemFields = {
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  state: Type.String(),
  questionNum: Type.Integer(),
  answerNum: Type.Integer(),
  answered: Type.Boolean(),
}
const SurveyItemSchema = Item(itemFields)
const GroupSchema = Item({ code: Type.String(), name: Type.String() })
const QuestionSchema = Item({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  required: Type.Boolean(),
  group: Type.String(),
  options: Type.Array(Item({ id: Type.String(), label: Type.String() })),
  maxChoices: Type.Integer(),
})
const SurveyDetailSchema = Item({ ...itemFields, groups: Type.Array(GroupSchema), questions: Type.Array(QuestionSchema) })
const ResultsSchema = Item({
  id: Type.Integer(),
  title: Type.String(),
  answerNum: Type.Integer(),
  groups: Type.Array(GroupSchema),
  groupCode: Type.String(),
  questions: Type.Array(
    Item({
      id: Type.String(),
      type: Type.String(),
      title: Type.String(),
      group: Type.String(),
      respondents: Type.Integer(),
      options: Type.Array(Item({ id: Type.String(), label: Type.String(), count: Type.Integer(), percent: Type.Number() })),
      texts: Type.Array(Type.String()),
    }),
  ),
})
const MySurveySchema = Item({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  state: Type.String(),
  answerTime: Type.String(),
})

const stateOf = (row: SurveyRow, now: Date) =>
  voteState({ startTime: row.startsAt.getTime(), endTime: row.endsAt.getTime() }, now.getTime())

function toItem(row: SurveyRow, now: Date, answered: boolean): SurveyItem {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    intro: row.intro,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    state: stateOf(row, now),
    questionNum: row.questions.length,
    answerNum: row.answerNum,
    answered,
  }
}

async function answeredOf(app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<Set<number>> {
  if (!request.user || ids.length === 0) return new Set()
  const rows = await app.db
    .select({ id: surveyAnswers.surveyId })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.userId, request.user.id), inArray(surveyAnswers.surveyId, ids)))
  return new Set(rows.map((r) => r.id))
}

async function surveyOf(app: FastifyInstance, siteId: number, id: number): Promise<SurveyRow> {
  const [row] = await app.db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.siteId, siteId)))
  if (!row) throw notFound('votes:error.surveyNotFound', { id })
  return row
}

function parseAnswers(text: string): SurveyAnswers {
  if (!text) throw badInput('votes:survey.error.empty')
  if (text.length > ANSWERS_MAX_CHARS) throw badInput('votes:survey.error.invalid')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badInput('votes:survey.error.invalid')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badInput('votes:survey.error.invalid')
  return value as SurveyAnswers
}

/** per question and option the number of answers choosing it; the respondents of each question */
async function resultsOf(app: FastifyInstance, row: SurveyRow, groupCode: string): Promise<SurveyResults> {
  const questions = row.questions.filter((q) => !groupCode || q.group === groupCode)
  const chosen = await app.db.execute<{ question: string; option: string; n: number }>(sql`
    select q.key as question, o.value as option, count(*)::int as n
    from ${surveyAnswers} a, jsonb_each(a.answers) q,
         jsonb_array_elements_text(case when jsonb_typeof(q.value) = 'array' then q.value else '[]'::jsonb end) o
    where a.survey_id = ${row.id}
    group by q.key, o.value`)
  const answered = await app.db.execute<{ question: string; n: number }>(sql`
    select q.key as question, count(*)::int as n
    from ${surveyAnswers} a, jsonb_each(a.answers) q
    where a.survey_id = ${row.id}
    group by q.key`)
  const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : ((r as { rows: T[] }).rows ?? []))
  const counts = new Map(
    rowsOf<{ question: string; option: string; n: number }>(chosen).map((r) => [`${r.question}\u0001${r.option}`, Number(r.n)]),
  )
  const respondents = new Map(rowsOf<{ question: string; n: number }>(answered).map((r) => [r.question, Number(r.n)]))
  const out: QuestionResult[] = []
  for (const q of questions) {
    const total = respondents.get(q.id) ?? 0
    const optionCounts = q.options.map((o) => counts.get(`${q.id}\u0001${o.id}`) ?? 0)
    const shares = sharesOf(optionCounts, total)
    let texts: string[] = []
    if (q.type === 'text') {
      const latest = await app.db
        .select({ text: sql<string>`${surveyAnswers.answers} ->> ${q.id}` })
        .from(surveyAnswers)
        .where(and(eq(surveyAnswers.surveyId, row.id), sql`(${surveyAnswers.answers} ->> ${q.id}) is not null`))
        .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id))
        .limit(TEXTS_SHOWN)
      texts = latest.map((r) => r.text)
    }
    out.push({
      id: q.id,
      type: q.type,
      title: q.title,
      group: q.group,
      respondents: total,
      options: q.options.map((o, i) => ({ id: o.id, label: o.label, count: optionCounts[i], percent: shares[i] })),
      texts,
    })
  }
  return { id: row.id, title: row.title, answerNum: row.answerNum, groups: row.groups, groupCode, questions: out }
}

export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/questionnaire/list',
    {
      schema: routeSchema({ query: { ...PageQuery, state: Text({ maxLength: 2 }) }, response: PagedAEnvelope(SurveyItemSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const f = fieldsOf(request)
      const page = pageOf(f)
      const now = app.clock()
      const at = sql`${now.toISOString()}::timestamptz`
      const where: SQL[] = [eq(surveys.siteId, request.site.id)]
      const stateText = single(f, 'state')
      if (stateText) {
        const state = /^\d$/.test(stateText) ? voteStateOfCode(Number(stateText)) : undefined
        if (!state) throw badInput('votes:error.badState')
        if (state === 'notStarted') where.push(gt(surveys.startsAt, at))
        if (state === 'underWay') where.push(lte(surveys.startsAt, at), gt(surveys.endsAt, at))
        if (state === 'over') where.push(lte(surveys.endsAt, at))
      }
      const total = await app.db.$count(surveys, and(...where))
      const stateOrder = sql`case when ${surveys.endsAt} <= ${at} then 2 when ${surveys.startsAt} > ${at} then 1 else 0 end`
      const rows = await app.db
        .select()
        .from(surveys)
        .where(and(...where))
        .orderBy(stateOrder, desc(surveys.sort), desc(surveys.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const answered = await answeredOf(
        app,
        request,
        rows.map((r) => r.id),
      )
      return pagedA(
        request,
        rows.map((r) => toItem(r, now, answered.has(r.id))),
        total,
        page.pageSize,
      )
    },
  )

  app.get(
    '/api/res/api/questionnaire/detail',
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(SurveyDetailSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const row = await surveyOf(app, request.site.id, requireId(fieldsOf(request), 'id'))
      const answered = await answeredOf(app, request, [row.id])
      const detail: SurveyDetail = { ...toItem(row, app.clock(), answered.has(row.id)), groups: row.groups, questions: row.questions }
      return ok(request, detail)
    },
  )

  app.get(
    '/api/res/api/questionnaire/result',
    {
      schema: routeSchema({
        query: { id: Text({ maxLength: 20 }), groupCode: Text({ maxLength: 30 }) },
        response: DataEnvelope(ResultsSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await surveyOf(app, request.site.id, requireId(f, 'id'))
      const groupCode = single(f, 'groupCode')
      if (groupCode && !row.groups.some((g) => g.code === groupCode)) throw notFound('votes:error.groupNotFound', { code: groupCode })
      return ok(request, await resultsOf(app, row, groupCode))
    },
  )
}

export async function userSurveyRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/res/api/questionnaire/submit',
    {
      config: { idempotent: true },
      schema: routeSchema({
        body: { id: Text({ maxLength: 20 }), answers: Text({ maxLength: ANSWERS_MAX_CHARS }) },
        response: DataEnvelope(Item({ id: Type.Integer() })),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const row = await surveyOf(app, request.site.id, requireId(f, 'id'))
      const now = app.clock()
      const state = stateOf(row, now)
      if (state === 'notStarted') throw badInput('votes:survey.error.notStarted')
      if (state === 'over') throw badInput('votes:survey.error.over')
      const answers = parseAnswers(single(f, 'answers'))
      const broken = checkAnswers(row.questions, answers)
      if (broken) {
        const q = row.questions.find((x) => x.id === broken.questionId)
        throw badInput(`votes:${broken.key}`, { ...broken.params, title: q?.title ?? broken.questionId })
      }
      const saved = await app.db.transaction(async (tx) => {
        const [answer] = await tx
          .insert(surveyAnswers)
          .values({
            siteId: request.site.id,
            surveyId: row.id,
            userId: request.user!.id,
            answers: cleanAnswers(row.questions, answers),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: surveyAnswers.id })
        if (!answer) throw badInput('votes:survey.error.once')
        await tx
          .update(surveys)
          .set({ answerNum: sql`${surveys.answerNum} + 1` })
          .where(eq(surveys.id, row.id))
        return answer
      })
      return ok(request, saved, 'votes:survey.saved')
    },
  )

  app.get(
    '/api/res/api/questionnaire/myList',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(MySurveySchema) }) },
    async (request) => {
      const page = pageOf(fieldsOf(request))
      const where = and(
        eq(surveyAnswers.userId, request.user!.id),
        eq(surveyAnswers.siteId, request.site.id),
        isNotNull(surveyAnswers.userId),
      )
      const total = await app.db.$count(surveyAnswers, where)
      const rows = await app.db
        .select({ survey: surveys, at: surveyAnswers.createdAt })
        .from(surveyAnswers)
        .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
        .where(where)
        .orderBy(desc(surveyAnswers.createdAt), desc(surveyAnswers.id))
        .limit(page.pageSize)
        .offset(page.offset)
      const now = app.clock()
      const datas: MySurvey[] = rows.map((r) => ({
        id: r.survey.id,
        title: r.survey.title,
        cover: r.survey.cover,
        state: stateOf(r.survey, now),
        answerTime: r.at.toISOString(),
      }))
      return pagedA(request, datas, total, page.pageSize)
    },
  )
}
