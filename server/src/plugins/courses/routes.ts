/**
 * Courses, quiz papers and the study tour (contract: src/core/courses/contract.ts and
 * docs/contract-courses.md). Public reads are cached under the `courses` tag, except the course
 * detail (the caller's learned lessons). Papers are scored here from the stored keys: a client's
 * score is never read; a paper's answers and explanations leave the server only in the resolution
 * of the caller's own record.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type {
  Chapter,
  CourseCategory,
  CourseDetail,
  CourseItem,
  Instructor,
  InstructorBrief,
  InstructorDetail,
  PaperInfo,
  PaperItem,
  RecordItem,
  Resolution,
  ResultStatistic,
  StudyRoute,
  StudyTourIndex,
  UserCourse,
} from '../../../../src/core/courses/contract'
import {
  checkSheet,
  MAX_QUESTIONS,
  OPTION_KEYS,
  progressPercent,
  scoreSheet,
  type PracticeType,
  type QuestionKey,
  type QuestionType,
  type SheetEntry,
} from '../../../../src/core/courses/rules'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import {
  courseCategories,
  courseLessons,
  courses,
  paperQuestions,
  paperRecords,
  papers,
  places,
  studyInstructors,
  studyRoutes,
  userCourses,
} from '../../db/schema'
import { ok, okList, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, single, str, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, ListEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { optionalViewer } from '../places/viewer'

export const COURSES_TAG = 'courses'
const COURSE_CODE = RESOURCE_TYPES.COURSE.code
const cached = { cache: { tags: [COURSES_TAG] } }

type CourseRow = typeof courses.$inferSelect
type PaperRow = typeof papers.$inferSelect

// ---------- schemas (a response schema drops what it does not name) ----------
const Brief = Item({ id: Type.Integer(), name: Type.String(), title: Type.String(), avatar: Type.String() })
const courseFields = {
  id: Type.Integer(),
  resourceType: Type.String(),
  name: Type.String(),
  cover: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  summary: Type.String(),
  lessonCount: Type.Integer(),
  minutes: Type.Integer(),
  studyNum: Type.Integer(),
  instructor: Type.Union([Brief, Type.Null()]),
}
const CourseItemSchema = Item(courseFields)
const LessonSchema = Item({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.String(),
  videoUrl: Type.String(),
  content: Type.String(),
  minutes: Type.Integer(),
})
const CourseDetailSchema = Item({
  ...courseFields,
  intro: Type.String(),
  chapters: Type.Array(Item({ name: Type.String(), lessons: Type.Array(LessonSchema) })),
  papers: Type.Array(Item({ id: Type.Integer(), type: Type.Integer(), title: Type.String(), questionCount: Type.Integer() })),
  learned: Type.Array(Type.Integer()),
})
const UserCourseSchema = Item({
  courseId: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  lessonCount: Type.Integer(),
  learnedCount: Type.Integer(),
  progress: Type.Integer(),
  lastLessonId: Type.Integer(),
  updateTime: Type.String(),
})
const paperFields = {
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  type: Type.Integer(),
  title: Type.String(),
  questionCount: Type.Integer(),
  totalScore: Type.Integer(),
  passScore: Type.Integer(),
  timeLimit: Type.Integer(),
}
const OptionSchema = Item({ key: Type.String(), text: Type.String() })
const questionFields = {
  id: Type.Integer(),
  type: Type.String(),
  stem: Type.String(),
  options: Type.Array(OptionSchema),
  score: Type.Integer(),
}
const PaperInfoSchema = Item({ ...paperFields, intro: Type.String(), questions: Type.Array(Item(questionFields)) })
const recordFields = {
  id: Type.Integer(),
  paperId: Type.Integer(),
  paperTitle: Type.String(),
  courseId: Type.Integer(),
  type: Type.Integer(),
  score: Type.Integer(),
  totalScore: Type.Integer(),
  rightCount: Type.Integer(),
  questionCount: Type.Integer(),
  passed: Type.Boolean(),
  duration: Type.Integer(),
  createTime: Type.String(),
}
const ResolutionSchema = Item({
  ...recordFields,
  questions: Type.Array(
    Item({
      ...questionFields,
      answer: Type.Array(Type.String()),
      correctAnswer: Type.Array(Type.String()),
      right: Type.Boolean(),
      analysis: Type.String(),
    }),
  ),
})
const StatisticSchema = Item({
  type: Type.Integer(),
  attempts: Type.Integer(),
  bestScore: Type.Integer(),
  averageScore: Type.Number(),
  passCount: Type.Integer(),
  paperCount: Type.Integer(),
  lastTime: Type.String(),
})
const instructorFields = {
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  avatar: Type.String(),
  intro: Type.String(),
  tags: Type.Array(Type.String()),
  courseCount: Type.Integer(),
}
const RouteSchema = Item({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  days: Type.Integer(),
  audience: Type.String(),
  summary: Type.String(),
  stops: Type.Array(Type.String()),
  instructorId: Type.Integer(),
})

// ---------- input ----------
function idField(f: Fields, name: string): number {
  const raw = single(f, name)
  if (!raw) throw badInput('courses:error.idRequired', { field: name })
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badInput('courses:error.badId', { field: name })
  return Number(raw)
}
function optionalIdField(f: Fields, name: string): number | null {
  const raw = single(f, name)
  if (raw === '' || raw === '0' || raw === 'all') return null
  return idField(f, name)
}
/** `type` of papers and records: absent / 0 every type, else 1 or 2 */
function typeField(f: Fields): PracticeType | null {
  const raw = single(f, 'type')
  if (raw === '' || raw === '0') return null
  if (raw === '1' || raw === '2') return Number(raw) as PracticeType
  throw badInput('courses:error.badType')
}

const iso = (d: Date) => d.toISOString()

// ---------- views ----------
async function instructorBriefs(app: FastifyInstance, ids: (number | null)[]): Promise<Map<number, InstructorBrief>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await app.db
    .select({ id: studyInstructors.id, name: studyInstructors.name, title: studyInstructors.title, avatar: studyInstructors.avatar })
    .from(studyInstructors)
    .where(inArray(studyInstructors.id, wanted))
  return new Map(rows.map((r) => [r.id, r]))
}

async function courseItems(app: FastifyInstance, rows: CourseRow[]): Promise<CourseItem[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const lessonStats = await app.db
    .select({ courseId: courseLessons.courseId, n: count(), minutes: sql<number>`coalesce(sum(${courseLessons.minutes}), 0)::int` })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, ids))
    .groupBy(courseLessons.courseId)
  const stats = new Map(lessonStats.map((s) => [s.courseId, s]))
  const cats = await app.db
    .select({ id: courseCategories.id, name: courseCategories.name })
    .from(courseCategories)
    .where(inArray(courseCategories.id, [...new Set(rows.map((r) => r.categoryId))]))
  const catNames = new Map(cats.map((c) => [c.id, c.name]))
  const instructors = await instructorBriefs(
    app,
    rows.map((r) => r.instructorId),
  )
  return rows.map((r) => ({
    id: r.id,
    resourceType: COURSE_CODE,
    name: r.name,
    cover: r.cover,
    categoryId: r.categoryId,
    categoryName: catNames.get(r.categoryId) ?? '',
    summary: r.summary,
    lessonCount: stats.get(r.id)?.n ?? 0,
    minutes: stats.get(r.id)?.minutes ?? 0,
    studyNum: r.studyNum,
    instructor: r.instructorId !== null ? (instructors.get(r.instructorId) ?? null) : null,
  }))
}

async function courseOf(app: FastifyInstance, siteId: number, id: number): Promise<CourseRow> {
  const [row] = await app.db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.siteId, siteId)))
  if (!row) throw notFound('courses:error.courseNotFound')
  return row
}

async function paperItems(app: FastifyInstance, rows: PaperRow[]): Promise<PaperItem[]> {
  if (rows.length === 0) return []
  const stats = await app.db
    .select({ paperId: paperQuestions.paperId, n: count(), total: sql<number>`coalesce(sum(${paperQuestions.score}), 0)::int` })
    .from(paperQuestions)
    .where(
      inArray(
        paperQuestions.paperId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(paperQuestions.paperId)
  const byPaper = new Map(stats.map((s) => [s.paperId, s]))
  const courseIds = [...new Set(rows.map((r) => r.courseId).filter((id): id is number => id !== null))]
  const names = courseIds.length
    ? new Map(
        (await app.db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, courseIds))).map((c) => [
          c.id,
          c.name,
        ]),
      )
    : new Map<number, string>()
  return rows.map((r) => {
    const total = byPaper.get(r.id)?.total ?? 0
    return {
      id: r.id,
      courseId: r.courseId ?? 0,
      courseName: r.courseId !== null ? (names.get(r.courseId) ?? '') : '',
      type: r.type as PracticeType,
      title: r.title,
      questionCount: byPaper.get(r.id)?.n ?? 0,
      totalScore: total,
      // the pass mark is a percentage of the total
      passScore: Math.ceil((total * r.passScore) / 100),
      timeLimit: r.timeLimit,
    }
  })
}

async function paperOf(app: FastifyInstance, siteId: number, id: number): Promise<PaperRow> {
  const [row] = await app.db
    .select()
    .from(papers)
    .where(and(eq(papers.id, id), eq(papers.siteId, siteId)))
  if (!row) throw notFound('courses:error.paperNotFound')
  return row
}

const questionsOf = (app: FastifyInstance, paperId: number) =>
  app.db.select().from(paperQuestions).where(eq(paperQuestions.paperId, paperId)).orderBy(asc(paperQuestions.sort), asc(paperQuestions.id))

type RecordRow = typeof paperRecords.$inferSelect
async function recordItems(app: FastifyInstance, rows: RecordRow[]): Promise<RecordItem[]> {
  if (rows.length === 0) return []
  const paperRows = await app.db
    .select({ id: papers.id, title: papers.title, courseId: papers.courseId })
    .from(papers)
    .where(inArray(papers.id, [...new Set(rows.map((r) => r.paperId))]))
  const byId = new Map(paperRows.map((p) => [p.id, p]))
  return rows.map((r) => ({
    id: r.id,
    paperId: r.paperId,
    paperTitle: byId.get(r.paperId)?.title ?? '',
    courseId: byId.get(r.paperId)?.courseId ?? 0,
    type: r.type as PracticeType,
    score: r.score,
    totalScore: r.totalScore,
    rightCount: r.rightCount,
    questionCount: r.questionCount,
    passed: r.passed,
    duration: r.duration,
    createTime: iso(r.createdAt),
  }))
}

type InstructorRow = typeof studyInstructors.$inferSelect
async function instructorViews(app: FastifyInstance, rows: InstructorRow[]): Promise<Instructor[]> {
  if (rows.length === 0) return []
  const counts = await app.db
    .select({ instructorId: courses.instructorId, n: count() })
    .from(courses)
    .where(
      inArray(
        courses.instructorId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(courses.instructorId)
  const byId = new Map(counts.map((c) => [c.instructorId, c.n]))
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    avatar: r.avatar,
    intro: r.intro,
    tags: r.tags,
    courseCount: byId.get(r.id) ?? 0,
  }))
}

const routeView = (r: typeof studyRoutes.$inferSelect): StudyRoute => ({
  id: r.id,
  name: r.name,
  cover: r.cover,
  days: r.days,
  audience: r.audience,
  summary: r.summary,
  stops: r.stops,
  instructorId: r.instructorId ?? 0,
})

// ---------- public routes ----------
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/course/categoryList',
    {
      schema: routeSchema({ response: ListEnvelope(Item({ id: Type.Integer(), name: Type.String(), courseCount: Type.Integer() })) }),
      config: cached,
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(courseCategories)
        .where(eq(courseCategories.siteId, request.site.id))
        .orderBy(desc(courseCategories.sort), asc(courseCategories.id))
      const counts = await app.db
        .select({ categoryId: courses.categoryId, n: count() })
        .from(courses)
        .where(eq(courses.siteId, request.site.id))
        .groupBy(courses.categoryId)
      const byId = new Map(counts.map((c) => [c.categoryId, c.n]))
      const out: CourseCategory[] = rows.map((r) => ({
        id: r.id,
        name: r.translations?.[request.lang] || r.name,
        courseCount: byId.get(r.id) ?? 0,
      }))
      return okList(request, out)
    },
  )

  app.get(
    '/api/res/api/course/list',
    {
      schema: routeSchema({
        query: {
          ...PageQuery,
          categoryId: Text({ maxLength: 20 }),
          keyword: Text({ maxLength: 50 }),
          instructorId: Text({ maxLength: 20 }),
        },
        response: PagedAEnvelope(CourseItemSchema),
      }),
      config: cached,
    },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const parts: (SQL | undefined)[] = [eq(courses.siteId, request.site.id)]
      const categoryId = optionalIdField(f, 'categoryId')
      if (categoryId !== null) parts.push(eq(courses.categoryId, categoryId))
      const instructorId = optionalIdField(f, 'instructorId')
      if (instructorId !== null) parts.push(eq(courses.instructorId, instructorId))
      const keyword = str(f.keyword)
      if (keyword) parts.push(ilike(courses.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      const where = and(...parts)
      const n = await app.db.$count(courses, where)
      const rows = await app.db
        .select()
        .from(courses)
        .where(where)
        .orderBy(desc(courses.sort), asc(courses.id))
        .limit(pageSize)
        .offset(offset)
      return pagedA(request, await courseItems(app, rows), n, pageSize)
    },
  )

  app.get(
    '/api/res/api/course/detail',
    {
      schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(CourseDetailSchema) }),
      onRequest: optionalViewer,
    },
    async (request) => {
      const row = await courseOf(app, request.site.id, idField(fieldsOf(request), 'id'))
      const [item] = await courseItems(app, [row])
      const lessons = await app.db
        .select()
        .from(courseLessons)
        .where(eq(courseLessons.courseId, row.id))
        .orderBy(asc(courseLessons.sort), asc(courseLessons.id))
      const chapters: Chapter[] = []
      for (const l of lessons) {
        let chapter = chapters[chapters.length - 1]
        if (!chapter || chapter.name !== l.chapter) chapters.push((chapter = { name: l.chapter, lessons: [] }))
        chapter.lessons.push({
          id: l.id,
          title: l.title,
          kind: l.kind === 'video' ? 'video' : 'text',
          videoUrl: l.videoUrl,
          content: l.content,
          minutes: l.minutes,
        })
      }
      const paperRows = await app.db.select().from(papers).where(eq(papers.courseId, row.id)).orderBy(asc(papers.type), asc(papers.id))
      const paperViews = await paperItems(app, paperRows)
      let learned: number[] = []
      if (request.user) {
        const [mine] = await app.db
          .select({ learned: userCourses.learned })
          .from(userCourses)
          .where(and(eq(userCourses.userId, request.user.id), eq(userCourses.courseId, row.id)))
        learned = mine?.learned ?? []
      }
      const out: CourseDetail = {
        ...item,
        intro: row.intro,
        chapters,
        papers: paperViews.map((p) => ({ id: p.id, type: p.type, title: p.title, questionCount: p.questionCount })),
        learned,
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/resExt/api/paper/list',
    {
      schema: routeSchema({
        query: { ...PageQuery, courseId: Text({ maxLength: 20 }), type: Text({ maxLength: 2 }) },
        response: PagedAEnvelope(Item(paperFields)),
      }),
      config: cached,
    },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const parts: (SQL | undefined)[] = [eq(papers.siteId, request.site.id)]
      const courseId = optionalIdField(f, 'courseId')
      if (courseId !== null) parts.push(eq(papers.courseId, courseId))
      const type = typeField(f)
      if (type !== null) parts.push(eq(papers.type, type))
      const where = and(...parts)
      const n = await app.db.$count(papers, where)
      const rows = await app.db
        .select()
        .from(papers)
        .where(where)
        .orderBy(asc(papers.courseId), asc(papers.type), asc(papers.id))
        .limit(pageSize)
        .offset(offset)
      return pagedA(request, await paperItems(app, rows), n, pageSize)
    },
  )

  app.get(
    '/api/resExt/api/paper/info',
    { schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(PaperInfoSchema) }), config: cached },
    async (request) => {
      const row = await paperOf(app, request.site.id, idField(fieldsOf(request), 'id'))
      const [item] = await paperItems(app, [row])
      const qs = await questionsOf(app, row.id)
      // never the answer nor the explanation: those come with the resolution of a submitted record
      const out: PaperInfo = {
        ...item,
        intro: row.intro,
        questions: qs.map((q) => ({ id: q.id, type: q.type as QuestionType, stem: q.stem, options: q.options, score: q.score })),
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/res/api/studyTour/index',
    { schema: routeSchema({ response: DataEnvelope(Type.Unknown()) }), config: cached },
    async (request) => {
      const siteId = request.site.id
      const bases = await app.db
        .select({
          id: places.id,
          name: places.name,
          cover: places.cover,
          address: places.address,
          summary: places.summary,
          translations: places.translations,
        })
        .from(places)
        .where(and(eq(places.siteId, siteId), eq(places.type, 'RESEARCH_BASE')))
        .orderBy(desc(places.sort), asc(places.id))
        .limit(6)
      const routeRows = await app.db
        .select()
        .from(studyRoutes)
        .where(eq(studyRoutes.siteId, siteId))
        .orderBy(desc(studyRoutes.sort), asc(studyRoutes.id))
      const instructorRows = await app.db
        .select()
        .from(studyInstructors)
        .where(eq(studyInstructors.siteId, siteId))
        .orderBy(desc(studyInstructors.sort), asc(studyInstructors.id))
        .limit(6)
      const out: StudyTourIndex = {
        bases: bases.map((b) => ({
          id: b.id,
          name: b.translations?.[request.lang]?.name || b.name,
          cover: b.cover,
          address: b.translations?.[request.lang]?.address || b.address,
          summary: b.summary,
        })),
        routes: routeRows.map(routeView),
        instructors: await instructorViews(app, instructorRows),
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/res/api/studyInstructor/list',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(Item(instructorFields)) }), config: cached },
    async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const where = eq(studyInstructors.siteId, request.site.id)
      const n = await app.db.$count(studyInstructors, where)
      const rows = await app.db
        .select()
        .from(studyInstructors)
        .where(where)
        .orderBy(desc(studyInstructors.sort), asc(studyInstructors.id))
        .limit(pageSize)
        .offset(offset)
      return pagedA(request, await instructorViews(app, rows), n, pageSize)
    },
  )

  app.get(
    '/api/res/api/studyInstructor/detail',
    {
      schema: routeSchema({
        query: { id: Text({ maxLength: 20 }) },
        response: DataEnvelope(Item({ ...instructorFields, courses: Type.Array(CourseItemSchema), routes: Type.Array(RouteSchema) })),
      }),
      config: cached,
    },
    async (request) => {
      const id = idField(fieldsOf(request), 'id')
      const [row] = await app.db
        .select()
        .from(studyInstructors)
        .where(and(eq(studyInstructors.id, id), eq(studyInstructors.siteId, request.site.id)))
      if (!row) throw notFound('courses:error.instructorNotFound')
      const [view] = await instructorViews(app, [row])
      const courseRows = await app.db
        .select()
        .from(courses)
        .where(and(eq(courses.instructorId, row.id), eq(courses.siteId, request.site.id)))
        .orderBy(desc(courses.sort))
      const routeRows = await app.db
        .select()
        .from(studyRoutes)
        .where(and(eq(studyRoutes.instructorId, row.id), eq(studyRoutes.siteId, request.site.id)))
        .orderBy(desc(studyRoutes.sort))
      const out: InstructorDetail = { ...view, courses: await courseItems(app, courseRows), routes: routeRows.map(routeView) }
      return ok(request, out)
    },
  )
}

// ---------- login routes ----------
const SubmitAnswer = Type.Object({
  questionId: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
  answer: Type.Array(Type.String({ maxLength: 2 }), { maxItems: OPTION_KEYS.length }),
})

/** the sheet of a JSON body, or a refusal (the schema already checked its shape; a form body is refused here) */
function sheetOf(body: unknown): SheetEntry[] {
  const answers = (body as { answers?: unknown } | null)?.answers
  if (!Array.isArray(answers) || answers.length > MAX_QUESTIONS) throw badInput('courses:error.badSheet')
  return answers.map((a) => {
    const e = a as { questionId?: unknown; answer?: unknown }
    if (typeof e?.questionId !== 'number' || !Array.isArray(e.answer) || e.answer.some((k) => typeof k !== 'string'))
      throw badInput('courses:error.badSheet')
    return { questionId: e.questionId, answer: e.answer as string[] }
  })
}

export async function userCourseRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/res/api/course/learn',
    {
      schema: routeSchema({
        body: { courseId: Text({ maxLength: 20 }), lessonId: Text({ maxLength: 20 }) },
        response: DataEnvelope(UserCourseSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const course = await courseOf(app, request.site.id, idField(f, 'courseId'))
      const lessonId = idField(f, 'lessonId')
      const lessons = await app.db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, course.id))
      if (!lessons.some((l) => l.id === lessonId)) throw notFound('courses:error.lessonNotFound')
      const user = request.user!
      const now = app.clock()
      const one = JSON.stringify([lessonId])
      const row = await app.db.transaction(async (tx) => {
        const started = await tx
          .insert(userCourses)
          .values({
            siteId: request.site.id,
            userId: user.id,
            courseId: course.id,
            learned: [],
            lastLessonId: lessonId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: userCourses.id })
        // a new learner of the course: counted once, in the same transaction as the row that proves it
        if (started.length > 0)
          await tx
            .update(courses)
            .set({ studyNum: sql`${courses.studyNum} + 1` })
            .where(eq(courses.id, course.id))
        // one statement: two lessons learned at once both stay (no read-modify-write)
        const [updated] = await tx
          .update(userCourses)
          .set({
            learned: sql`case when ${userCourses.learned} @> ${one}::jsonb then ${userCourses.learned} else ${userCourses.learned} || ${one}::jsonb end`,
            lastLessonId: lessonId,
            updatedAt: now,
          })
          .where(and(eq(userCourses.userId, user.id), eq(userCourses.courseId, course.id)))
          .returning()
        return { updated, started: started.length > 0 }
      })
      if (row.started) await app.cache?.invalidate(COURSES_TAG, request.site.id)
      const learnedCount = row.updated.learned.filter((id) => lessons.some((l) => l.id === id)).length
      const out: UserCourse = {
        courseId: course.id,
        name: course.name,
        cover: course.cover,
        lessonCount: lessons.length,
        learnedCount,
        progress: progressPercent(learnedCount, lessons.length),
        lastLessonId: row.updated.lastLessonId,
        updateTime: iso(row.updated.updatedAt),
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/res/api/course/userCourse',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(UserCourseSchema) }) },
    async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const where = and(eq(userCourses.userId, request.user!.id), eq(userCourses.siteId, request.site.id))
      const n = await app.db.$count(userCourses, where)
      const rows = await app.db
        .select({ mine: userCourses, course: courses })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(where)
        .orderBy(desc(userCourses.updatedAt), desc(userCourses.id))
        .limit(pageSize)
        .offset(offset)
      const ids = rows.map((r) => r.course.id)
      const lessonRows = ids.length
        ? await app.db
            .select({ id: courseLessons.id, courseId: courseLessons.courseId })
            .from(courseLessons)
            .where(inArray(courseLessons.courseId, ids))
        : []
      const out: UserCourse[] = rows.map(({ mine, course }) => {
        const own = new Set(lessonRows.filter((l) => l.courseId === course.id).map((l) => l.id))
        const learnedCount = mine.learned.filter((id) => own.has(id)).length
        return {
          courseId: course.id,
          name: course.name,
          cover: course.cover,
          lessonCount: own.size,
          learnedCount,
          progress: progressPercent(learnedCount, own.size),
          lastLessonId: mine.lastLessonId,
          updateTime: iso(mine.updatedAt),
        }
      })
      return pagedA(request, out, n, pageSize)
    },
  )

  app.post(
    '/api/resExt/api/paper/submit',
    {
      schema: routeSchema({
        body: {
          paperId: Type.Union([Type.Integer({ minimum: 1, maximum: 999_999_999 }), Text({ maxLength: 20 })]),
          answers: Type.Array(SubmitAnswer, { maxItems: MAX_QUESTIONS }),
          duration: Type.Integer({ minimum: 0, maximum: 86_400 }),
        },
        response: DataEnvelope(Item(recordFields)),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const paper = await paperOf(app, request.site.id, idField(f, 'paperId'))
      const sheet = sheetOf(request.body)
      const qs = await questionsOf(app, paper.id)
      const keys: QuestionKey[] = qs.map((q) => ({
        id: q.id,
        type: q.type as QuestionType,
        options: q.options.map((o) => o.key),
        answer: q.answer,
        score: q.score,
      }))
      const problem = checkSheet(keys, sheet)
      if (problem) throw badInput(`courses:${problem.key}`, problem.values ?? {})
      // scored here from the stored keys; whatever score the client may send is not read
      const s = scoreSheet(keys, sheet)
      const duration =
        typeof (request.body as { duration?: unknown }).duration === 'number' ? (request.body as { duration: number }).duration : 0
      const [record] = await app.db
        .insert(paperRecords)
        .values({
          siteId: request.site.id,
          userId: request.user!.id,
          paperId: paper.id,
          type: paper.type,
          score: s.score,
          totalScore: s.totalScore,
          rightCount: s.rightCount,
          questionCount: s.questionCount,
          passed: s.score * 100 >= s.totalScore * paper.passScore && s.totalScore > 0,
          duration,
          answers: s.questions,
          createdAt: app.clock(),
        })
        .returning()
      const [item] = await recordItems(app, [record])
      return ok(request, item, 'courses:submitted')
    },
  )

  app.get(
    '/api/resExt/api/paper/userList',
    {
      schema: routeSchema({
        query: { ...PageQuery, type: Text({ maxLength: 2 }), paperId: Text({ maxLength: 20 }) },
        response: PagedAEnvelope(Item(recordFields)),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const { offset, pageSize } = pageOf(f)
      const parts: (SQL | undefined)[] = [eq(paperRecords.userId, request.user!.id), eq(paperRecords.siteId, request.site.id)]
      const type = typeField(f)
      if (type !== null) parts.push(eq(paperRecords.type, type))
      const paperId = optionalIdField(f, 'paperId')
      if (paperId !== null) parts.push(eq(paperRecords.paperId, paperId))
      const where = and(...parts)
      const n = await app.db.$count(paperRecords, where)
      const rows = await app.db
        .select()
        .from(paperRecords)
        .where(where)
        .orderBy(desc(paperRecords.createdAt), desc(paperRecords.id))
        .limit(pageSize)
        .offset(offset)
      return pagedA(request, await recordItems(app, rows), n, pageSize)
    },
  )

  app.get(
    '/api/resExt/api/paper/resultStatistic',
    {
      schema: routeSchema({
        query: { type: Text({ maxLength: 2 }), paperId: Text({ maxLength: 20 }) },
        response: DataEnvelope(StatisticSchema),
      }),
    },
    async (request) => {
      const f = fieldsOf(request)
      const parts: (SQL | undefined)[] = [eq(paperRecords.userId, request.user!.id), eq(paperRecords.siteId, request.site.id)]
      const type = typeField(f)
      if (type !== null) parts.push(eq(paperRecords.type, type))
      const paperId = optionalIdField(f, 'paperId')
      if (paperId !== null) parts.push(eq(paperRecords.paperId, paperId))
      const [s] = await app.db
        .select({
          attempts: count(),
          bestScore: sql<number>`coalesce(max(${paperRecords.score}), 0)::int`,
          averageScore: sql<string>`coalesce(round(avg(${paperRecords.score}), 1), 0)`,
          passCount: sql<number>`count(*) filter (where ${paperRecords.passed})::int`,
          paperCount: sql<number>`count(distinct ${paperRecords.paperId})::int`,
          lastTime: sql<string | null>`max(${paperRecords.createdAt})`,
        })
        .from(paperRecords)
        .where(and(...parts))
      const out: ResultStatistic = {
        type: type ?? 0,
        attempts: s.attempts,
        bestScore: Number(s.bestScore),
        averageScore: Number(s.averageScore),
        passCount: Number(s.passCount),
        paperCount: Number(s.paperCount),
        lastTime: s.lastTime ? new Date(s.lastTime).toISOString() : '',
      }
      return ok(request, out)
    },
  )

  app.get(
    '/api/resExt/api/paper/resolution',
    { schema: routeSchema({ query: { recordId: Text({ maxLength: 20 }) }, response: DataEnvelope(ResolutionSchema) }) },
    async (request) => {
      const id = idField(fieldsOf(request), 'recordId')
      // another person's record is not found, like one that does not exist
      const [record] = await app.db
        .select()
        .from(paperRecords)
        .where(and(eq(paperRecords.id, id), eq(paperRecords.userId, request.user!.id), eq(paperRecords.siteId, request.site.id)))
      if (!record) throw notFound('courses:error.recordNotFound')
      const [item] = await recordItems(app, [record])
      const qs = await questionsOf(app, record.paperId)
      const given = new Map(record.answers.map((a) => [a.questionId, a]))
      const out: Resolution = {
        ...item,
        questions: qs.map((q) => ({
          id: q.id,
          type: q.type as QuestionType,
          stem: q.stem,
          options: q.options,
          score: q.score,
          answer: given.get(q.id)?.answer ?? [],
          correctAnswer: q.answer,
          right: given.get(q.id)?.right ?? false,
          analysis: q.analysis,
        })),
      }
      return ok(request, out)
    },
  )
}
