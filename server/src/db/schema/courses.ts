/**
 * Courses, quizzes and the study tour (issue 13 "Quizzes and courses"; src/core/courses;
 * docs/contract-courses.md): a site's course categories, courses and their lessons (grouped in
 * chapters), study-tour instructors and routes, quiz papers with their questions (the answer
 * and explanation never leave the server before a submission), one record per submission, and
 * each person's learned lessons of a course.
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_categories_site_idx').on(t.siteId, t.sort)],
)

export const studyInstructors = pgTable(
  'study_instructors',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    /** e.g. 高级导游 · 四川省研学旅行指导师 */
    title: text('title').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    intro: text('intro').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('study_instructors_site_idx').on(t.siteId, t.sort)],
)

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id').references(() => studyInstructors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** plain-text paragraphs separated by blank lines */
    intro: text('intro').notNull().default(''),
    studyNum: integer('study_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('courses_site_idx').on(t.siteId, t.sort), index('courses_category_idx').on(t.categoryId)],
)

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapter: text('chapter').notNull(),
    /** order of the lesson in the course (chapters follow their lessons' order) */
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    /** video | text */
    kind: text('kind').notNull(),
    videoUrl: text('video_url').notNull().default(''),
    content: text('content').notNull().default(''),
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [index('course_lessons_course_idx').on(t.courseId, t.sort)],
)

export const studyRoutes = pgTable(
  'study_routes',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    instructorId: integer('instructor_id').references(() => studyInstructors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    days: integer('days').notNull().default(1),
    audience: text('audience').notNull().default(''),
    summary: text('summary').notNull().default(''),
    stops: jsonb('stops').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('study_routes_site_idx').on(t.siteId, t.sort)],
)

export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** PRACTICE_TYPES: 1 chapter practice, 2 mock exam */
    type: integer('type').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    passScore: integer('pass_score').notNull().default(60),
    timeLimit: integer('time_limit').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('papers_site_idx').on(t.siteId, t.type), index('papers_course_idx').on(t.courseId, t.type)],
)

export const paperQuestions = pgTable(
  'paper_questions',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    /** single | multiple | judge */
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<Array<{ key: string; text: string }>>().notNull(),
    /** the correct option keys, sorted: never sent before a submission */
    answer: jsonb('answer').$type<string[]>().notNull(),
    analysis: text('analysis').notNull().default(''),
    score: integer('score').notNull().default(10),
  },
  (t) => [index('paper_questions_paper_idx').on(t.paperId, t.sort)],
)

export interface RecordedAnswer {
  questionId: number
  answer: string[]
  right: boolean
  score: number
}

/** one row per submission, scored by the server */
export const paperRecords = pgTable(
  'paper_records',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    rightCount: integer('right_count').notNull(),
    questionCount: integer('question_count').notNull(),
    passed: boolean('passed').notNull(),
    duration: integer('duration').notNull().default(0),
    answers: jsonb('answers').$type<RecordedAnswer[]>().notNull(),
    createdAt: created(),
  },
  (t) => [index('paper_records_user_idx').on(t.userId, t.siteId, t.type, t.createdAt), index('paper_records_paper_idx').on(t.paperId)],
)

/** a person's course: the lessons learned (ids), the last one */
export const userCourses = pgTable(
  'user_courses',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    learned: jsonb('learned').$type<number[]>().notNull().default([]),
    lastLessonId: integer('last_lesson_id').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('user_courses_user_course_idx').on(t.userId, t.courseId),
    index('user_courses_user_idx').on(t.userId, t.siteId, t.updatedAt),
  ],
)
