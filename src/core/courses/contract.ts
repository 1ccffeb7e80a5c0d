/**
 * The courses, quizzes and study-tour contract (rules-and-contract 7: paths named, payloads "not
 * shown": decided here and in docs/contract-courses.md). Server (server/src/plugins/courses) and
 * app (src/features/courses) share these shapes.
 *
 *   GET  res/api/course/categoryList                 → datas CourseCategory[]
 *   GET  res/api/course/list                         categoryId?, keyword?, instructorId?, currPage, pageSize → variant (a) of CourseItem
 *   GET  res/api/course/detail?id=                   → data CourseDetail (learned lessons of a logged-in caller)
 *   POST res/api/course/learn (login)                courseId, lessonId → data UserCourse
 *   GET  res/api/course/userCourse (login)           currPage, pageSize → variant (a) of UserCourse
 *   GET  resExt/api/paper/list                       courseId?, type? (1|2), currPage, pageSize → variant (a) of PaperItem
 *   GET  resExt/api/paper/info?id=                   → data PaperInfo (questions WITHOUT answers)
 *   POST resExt/api/paper/submit (login, JSON)       {paperId, answers: [{questionId, answer: ['A','C']}], duration?} → data RecordItem
 *   GET  resExt/api/paper/userList (login)           type?, paperId?, currPage, pageSize → variant (a) of RecordItem
 *   GET  resExt/api/paper/resultStatistic (login)    type?, paperId? → data ResultStatistic
 *   GET  resExt/api/paper/resolution (login)         recordId → data Resolution (the caller's own record only)
 *   GET  res/api/studyTour/index                     → data StudyTourIndex
 *   GET  res/api/studyInstructor/list                currPage, pageSize → variant (a) of Instructor
 *   GET  res/api/studyInstructor/detail?id=          → data InstructorDetail
 */
import type { PracticeType, QuestionType } from './rules'

export interface CourseCategory {
  id: number
  name: string
  courseCount: number
}

export interface InstructorBrief {
  id: number
  name: string
  title: string
  avatar: string
}

export interface CourseItem {
  id: number
  /** CONTENT_TYPE_COURSE */
  resourceType: string
  name: string
  cover: string
  categoryId: number
  categoryName: string
  summary: string
  lessonCount: number
  /** minutes of all lessons */
  minutes: number
  studyNum: number
  instructor: InstructorBrief | null
}

export interface Lesson {
  id: number
  title: string
  /** 'video' (videoUrl) or 'text' (content) */
  kind: 'video' | 'text'
  videoUrl: string
  content: string
  minutes: number
}

export interface Chapter {
  name: string
  lessons: Lesson[]
}

export interface CoursePaperBrief {
  id: number
  type: PracticeType
  title: string
  questionCount: number
}

export interface CourseDetail extends CourseItem {
  intro: string
  chapters: Chapter[]
  papers: CoursePaperBrief[]
  /** lesson ids the caller has learned ([] without login) */
  learned: number[]
}

export interface UserCourse {
  courseId: number
  name: string
  cover: string
  lessonCount: number
  learnedCount: number
  /** 0–100 */
  progress: number
  lastLessonId: number
  updateTime: string
}

export interface PaperItem {
  id: number
  courseId: number
  courseName: string
  type: PracticeType
  title: string
  questionCount: number
  totalScore: number
  /** pass mark */
  passScore: number
  /** minutes, 0 none */
  timeLimit: number
}

export interface QuestionOption {
  key: string
  text: string
}

/** a question as the paper shows it: no answer, no explanation */
export interface PaperQuestion {
  id: number
  type: QuestionType
  stem: string
  options: QuestionOption[]
  score: number
}

export interface PaperInfo extends PaperItem {
  intro: string
  questions: PaperQuestion[]
}

export interface SubmitBody {
  paperId: number
  answers: { questionId: number; answer: string[] }[]
  /** seconds spent, informative */
  duration?: number
}

export interface RecordItem {
  id: number
  paperId: number
  paperTitle: string
  courseId: number
  type: PracticeType
  score: number
  totalScore: number
  rightCount: number
  questionCount: number
  passed: boolean
  duration: number
  createTime: string
}

export interface ResolvedQuestion extends PaperQuestion {
  /** what the caller chose ([] unanswered) */
  answer: string[]
  correctAnswer: string[]
  right: boolean
  /** the explanation */
  analysis: string
}

export interface Resolution extends RecordItem {
  questions: ResolvedQuestion[]
}

export interface ResultStatistic {
  type: PracticeType | 0
  attempts: number
  bestScore: number
  averageScore: number
  passCount: number
  /** distinct papers tried */
  paperCount: number
  lastTime: string
}

export interface Instructor extends InstructorBrief {
  intro: string
  /** fields of expertise */
  tags: string[]
  courseCount: number
}

export interface InstructorDetail extends Instructor {
  courses: CourseItem[]
  routes: StudyRoute[]
}

export interface StudyBase {
  id: number
  name: string
  cover: string
  address: string
  summary: string
}

export interface StudyRoute {
  id: number
  name: string
  cover: string
  days: number
  /** who it suits, e.g. 小学 4–6 年级 */
  audience: string
  summary: string
  /** the stops in order (research bases and other places, by name) */
  stops: string[]
  instructorId: number
}

export interface StudyTourIndex {
  bases: StudyBase[]
  routes: StudyRoute[]
  instructors: Instructor[]
}
