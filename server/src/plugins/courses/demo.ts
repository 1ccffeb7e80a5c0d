/**
 * Demo courses for the Sichuan demo sites without any course category (demo-table.ts): categories,
 * instructors with pictures, 12 courses of 4 lessons each (video lessons play the demo videos),
 * a chapter practice (type 1) of 10 questions for every course and a mock exam (type 2) for the
 * flagged ones, and 6 study routes. The demo user (the site's first test account) gets two
 * scored records and two courses in progress, so /answer-results and /user-course show data.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { isQuestionType, OPTION_KEYS, scoreSheet, type QuestionKey } from '../../../../src/core/courses/rules'
import { findUserByPhone } from '../../auth/users'
import type { Database } from '../../db/database'
import {
  courseCategories,
  courseLessons,
  courses,
  paperQuestions,
  paperRecords,
  papers,
  sites,
  studyInstructors,
  studyRoutes,
  userCourses,
} from '../../db/schema'
import { demoPicture, isDemoScene, type DemoScene } from '../demo-pictures/pictures'
import { demoVideo } from '../media/demo-files'
import { BANKS, CATEGORIES, COURSES, INSTRUCTORS, lessonText, ROUTES } from './demo-table'

/** the sites whose region the demo courses are about (Sichuan); other sites start without courses */
export const COURSE_DEMO_SITES = new Set(['cd-city', 'intl-expo', 'ya-paused', 'beta-preview', 'sc-province', 'djy-scenic', 'mx-county'])
const DAY_MS = 86_400_000

const rows = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split('|').map((s) => s.trim()))

const scene = (name: string): DemoScene => {
  if (!isDemoScene(name)) throw new Error(`demo courses: unknown scene ${name}`)
  return name
}

interface BankQuestion {
  type: 'single' | 'multiple' | 'judge'
  stem: string
  options: { key: string; text: string }[]
  answer: string[]
  analysis: string
}

export function bankOf(name: string): BankQuestion[] {
  const text = BANKS[name]
  if (!text) throw new Error(`demo courses: unknown bank ${name}`)
  return rows(text).map(([type, stem, options, answer, analysis]) => {
    if (!isQuestionType(type)) throw new Error(`demo question ${stem}: unknown type ${type}`)
    const opts = options.split('/').map((t, i) => ({ key: OPTION_KEYS[i], text: t.trim() }))
    const keys = [...answer].sort()
    if (keys.some((k) => !opts.some((o) => o.key === k))) throw new Error(`demo question ${stem}: answer ${answer} not an option`)
    return { type, stem, options: opts, answer: keys, analysis }
  })
}

async function seedSite(db: Database, siteId: number, now: Date): Promise<void> {
  const categoryRows = await db
    .insert(courseCategories)
    .values(CATEGORIES.map((name, i) => ({ siteId, name, sort: CATEGORIES.length - i })))
    .returning({ id: courseCategories.id })
  const instructorLines = rows(INSTRUCTORS)
  const instructorRows = await db
    .insert(studyInstructors)
    .values(
      instructorLines.map(([name, title, pic, tags, intro], i) => ({
        siteId,
        name,
        title,
        avatar: demoPicture(scene(pic), 40 + i * 5),
        intro,
        tags: tags.split(',').map((t) => t.trim()),
        sort: instructorLines.length - i,
      })),
    )
    .returning({ id: studyInstructors.id })
  const courseLines = rows(COURSES)
  for (const [i, [name, category, instructor, pic, bank, exam, summary, chapters]] of courseLines.entries()) {
    const [course] = await db
      .insert(courses)
      .values({
        siteId,
        categoryId: categoryRows[Number(category)].id,
        instructorId: instructorRows[Number(instructor)].id,
        name,
        cover: demoPicture(scene(pic), 100 + i * 7),
        summary,
        intro: `${summary}。\n\n本课程共两章四节，视频与图文结合，每章学完可做章节练习${exam === '1' ? '，全部学完后可参加模拟考试' : ''}。`,
        studyNum: 1200 - i * 73,
        sort: courseLines.length - i,
        createdAt: new Date(now.getTime() - (i + 1) * DAY_MS),
      })
      .returning({ id: courses.id })
    const lessons = chapters.split(';').flatMap((part, c) => {
      const [chapter, titles] = part.split('/').map((s) => s.trim())
      return titles.split(',').map((t, l) => ({ chapter, title: t.trim(), video: l === 0, c, l }))
    })
    await db.insert(courseLessons).values(
      lessons.map((x, k) => ({
        courseId: course.id,
        chapter: x.chapter,
        sort: k + 1,
        title: x.title,
        kind: x.video ? 'video' : 'text',
        videoUrl: x.video ? demoVideo(i + k) : '',
        content: x.video ? '' : lessonText(name, x.chapter, x.title, summary),
        minutes: x.video ? 8 + ((i + k) % 5) * 2 : 6,
      })),
    )
    const questions = bankOf(bank)
    const paperOf = async (type: 1 | 2, title: string, chosen: BankQuestion[], timeLimit: number) => {
      const [paper] = await db
        .insert(papers)
        .values({ siteId, courseId: course.id, type, title, intro: `${name}：${summary}`, passScore: 60, timeLimit, sort: type })
        .returning({ id: papers.id })
      await db.insert(paperQuestions).values(
        chosen.map((q, k) => ({
          paperId: paper.id,
          sort: k + 1,
          type: q.type,
          stem: q.stem,
          options: q.options,
          answer: q.answer,
          analysis: q.analysis,
          score: 10,
        })),
      )
    }
    await paperOf(1, `${name} · 章节练习`, questions.slice(0, 10), 0)
    if (exam === '1') await paperOf(2, `${name} · 模拟考试`, questions.slice(-10), 20)
  }
  const routeLines = rows(ROUTES)
  await db.insert(studyRoutes).values(
    routeLines.map(([name, days, audience, pic, instructor, summary, stops], i) => ({
      siteId,
      instructorId: instructorRows[Number(instructor)].id,
      name,
      cover: demoPicture(scene(pic), 200 + i * 11),
      days: Number(days),
      audience,
      summary,
      stops: stops.split('/').map((s) => s.trim()),
      sort: routeLines.length - i,
    })),
  )
}

export async function seedDemoCourses(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    if (!COURSE_DEMO_SITES.has(site.siteCode)) continue
    const n = await db.$count(courseCategories, eq(courseCategories.siteId, site.id))
    if (n > 0) continue
    await seedSite(db, site.id, now)
  }
}

/** the demo user's records and courses in progress (development seed, like the demo orders) */
export async function seedDemoLearner(app: FastifyInstance, siteId: number, phone: string): Promise<void> {
  const db = app.db
  const user = await findUserByPhone(db, app.fieldCrypto, siteId, phone)
  if (!user) return
  const [already] = await db.select({ id: userCourses.id }).from(userCourses).where(eq(userCourses.userId, user.id)).limit(1)
  if (already) return
  const paperRows = await db.select().from(papers).where(eq(papers.siteId, siteId)).orderBy(papers.courseId, papers.type)
  const first = paperRows.filter((p) => p.courseId === paperRows[0]?.courseId)
  if (first.length === 0) return
  const now = app.clock()
  for (const [i, paper] of first.entries()) {
    const qs = await db.select().from(paperQuestions).where(eq(paperQuestions.paperId, paper.id)).orderBy(paperQuestions.sort)
    const keys: QuestionKey[] = qs.map((q) => ({
      id: q.id,
      type: q.type as QuestionKey['type'],
      options: q.options.map((o) => o.key),
      answer: q.answer,
      score: q.score,
    }))
    // right on all but every third question (the first one wrong), to show the resolution of both
    const sheet = keys.map((q, k) => ({
      questionId: q.id,
      answer: k % 3 === 0 ? [q.options.find((o) => !q.answer.includes(o))!] : [...q.answer],
    }))
    const s = scoreSheet(keys, sheet)
    await db.insert(paperRecords).values({
      siteId,
      userId: user.id,
      paperId: paper.id,
      type: paper.type,
      score: s.score,
      totalScore: s.totalScore,
      rightCount: s.rightCount,
      questionCount: s.questionCount,
      passed: s.passed,
      duration: 300 + i * 240,
      answers: s.questions,
      createdAt: new Date(now.getTime() - (2 - i) * DAY_MS),
    })
  }
  const courseRows = await db.select({ id: courses.id }).from(courses).where(eq(courses.siteId, siteId)).orderBy(courses.id).limit(2)
  for (const [i, c] of courseRows.entries()) {
    const lessons = await db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, c.id))
      .orderBy(courseLessons.sort)
    const learned = lessons.slice(0, i === 0 ? lessons.length : 1).map((l) => l.id)
    await db.insert(userCourses).values({
      siteId,
      userId: user.id,
      courseId: c.id,
      learned,
      lastLessonId: learned[learned.length - 1] ?? 0,
      createdAt: new Date(now.getTime() - (5 - i) * DAY_MS),
      updatedAt: new Date(now.getTime() - (2 - i) * DAY_MS),
    })
  }
}
