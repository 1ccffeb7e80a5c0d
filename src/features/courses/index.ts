/**
 * Courses, quizzes and the study tour (issue 13 "Quizzes and courses"): the calls, a course card, a
 * question (practising or resolved) and the study-tour cards. Rules: src/core/courses. Server:
 * server/src/plugins/courses. Pages: src/package-courses/pages/*.
 */
export { courseApi, courseCalls, instructorApi, paperApi, recordApi, userCourseApi, type CourseListParams } from './api'
export { CourseCard } from './components/CourseCard'
export { QuestionCard, nextChoice } from './components/QuestionCard'
export { InstructorRow, StudyRouteCard } from './components/StudyCards'
export type * from '../../core/courses/contract'
