/**
 * The course, quiz and study-tour calls (src/core/courses/contract.ts, docs/contract-courses.md).
 * Quizzes are scored by the server: submit sends only the chosen options.
 */
import type { Envelope } from '../../../types/contract'
import type {
  CourseCategory,
  CourseDetail,
  CourseItem,
  Instructor,
  InstructorDetail,
  PaperInfo,
  PaperItem,
  RecordItem,
  Resolution,
  ResultStatistic,
  StudyTourIndex,
  SubmitBody,
  UserCourse,
} from '../../core/courses/contract'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { resourceApi, type Id } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface CourseListParams {
  categoryId?: string | number
  keyword?: string
  instructorId?: string | number
}

export const courseApi = resourceApi<CourseItem, CourseDetail, CourseListParams>(RESOURCE_TYPES.COURSE.api)
export const userCourseApi = resourceApi<UserCourse, UserCourse, object>('res/api/course', { paths: { list: 'userCourse' } })
export const paperApi = resourceApi<PaperItem, PaperInfo, { courseId?: Id; type?: number }>('resExt/api/paper', {
  paths: { detail: 'info' },
})
export const recordApi = resourceApi<RecordItem, Resolution, { type?: number; paperId?: Id }>('resExt/api/paper', {
  paths: { list: 'userList' },
})
export const instructorApi = resourceApi<Instructor, InstructorDetail, object>('res/api/studyInstructor')

export const courseCalls = {
  categories: (): Promise<Result<CourseCategory[]>> => call(get<Envelope<CourseCategory[]>>('res/api/course/categoryList', {})),
  learn: (courseId: Id, lessonId: Id): Promise<Result<UserCourse>> =>
    call(post<Envelope<UserCourse>>('res/api/course/learn', { courseId, lessonId }, { loading: false })),
  submit: (body: SubmitBody): Promise<Result<RecordItem>> =>
    call(post<Envelope<RecordItem>>('resExt/api/paper/submit', { ...body }, { json: true })),
  resolution: (recordId: Id): Promise<Result<Resolution>> =>
    call(get<Envelope<Resolution>>('resExt/api/paper/resolution', { recordId }, { offline: true })),
  statistic: (type: number): Promise<Result<ResultStatistic>> =>
    call(get<Envelope<ResultStatistic>>('resExt/api/paper/resultStatistic', { type })),
  tourIndex: (): Promise<Result<StudyTourIndex>> => call(get<Envelope<StudyTourIndex>>('res/api/studyTour/index', {}, { offline: true })),
}
