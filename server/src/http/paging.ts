/**
 * The ONE paging parser (rules-and-contract section 9): currPage (variant a/c) or pageNum
 * (variant b) from 1, pageSize 10 by default and at most MAX_PAGE_SIZE (server/README.md).
 */
import { badInput, single, type Fields } from './fields'

export const DEFAULT_PAGE_SIZE = 10
/** One maximum for every list: the spec's largest page is 10, 50 leaves room without letting a call read a table. */
export const MAX_PAGE_SIZE = 50
const MAX_PAGE = 1_000_000

export interface Page {
  currPage: number
  pageSize: number
  offset: number
}

function positive(fields: Fields, name: string, fallback: number, max: number): number {
  const v = single(fields, name)
  if (!v) return fallback
  const n = Number(v)
  if (!/^\d{1,7}$/.test(v) || n < 1 || n > max) throw badInput('page.invalid', { field: name, max })
  return n
}

export function pageOf(fields: Fields): Page {
  const pageField = fields.pageNum !== undefined && fields.currPage === undefined ? 'pageNum' : 'currPage'
  const currPage = positive(fields, pageField, 1, MAX_PAGE)
  const pageSize = positive(fields, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { currPage, pageSize, offset: (currPage - 1) * pageSize }
}

export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize)
