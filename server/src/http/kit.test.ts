/** The kit's pure parts: envelope builders (paged variants a, b, c), the paging parser, the field reader. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { FastifyRequest } from 'fastify'
import { AppError, ok, okList, pagedA, pagedB, pagedC } from './envelope'
import { fieldsOf, optionalId, single } from './fields'
import { MAX_PAGE_SIZE, pageOf } from './paging'

const request = { t: (key: string) => `t(${key})`, query: {}, body: undefined } as unknown as FastifyRequest

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    assert.ok(e instanceof AppError)
    return { code: e.code, key: e.messageKey, params: e.params }
  }
  assert.fail('no refusal')
}

describe('envelope', () => {
  it('ok leaves data out when there is none; okList answers datas', () => {
    assert.deepEqual(ok(request), { code: 0, message: 't(ok)' })
    assert.deepEqual(ok(request, { a: 1 }, 'account:sms.sent'), { code: 0, data: { a: 1 }, message: 't(account:sms.sent)' })
    assert.deepEqual(okList(request, [1]), { code: 0, datas: [1], message: 't(ok)' })
  })

  it('paged variants a, b and c of rules-and-contract section 9', () => {
    assert.deepEqual(pagedA(request, [1, 2], 21, 10), { code: 0, datas: [1, 2], page: { total: 21, totalPage: 3 }, message: 't(ok)' })
    assert.deepEqual(pagedB(request, [1], 21, 10), { code: 0, data: { list: [1], total: 21, pageSize: 10 }, message: 't(ok)' })
    assert.deepEqual(pagedC(request, [1], 21, 10), { code: 0, data: { data: [1], totalCount: 21, totalPage: 3 }, message: 't(ok)' })
  })
})

describe('paging', () => {
  it('currPage (or pageNum for variant b) from 1, pageSize 10 by default', () => {
    assert.deepEqual(pageOf({}), { currPage: 1, pageSize: 10, offset: 0 })
    assert.deepEqual(pageOf({ currPage: '3', pageSize: '5' }), { currPage: 3, pageSize: 5, offset: 10 })
    assert.deepEqual(pageOf({ pageNum: '2' }), { currPage: 2, pageSize: 10, offset: 10 })
  })

  it(`one maximum for every list: ${MAX_PAGE_SIZE}`, () => {
    assert.equal(pageOf({ pageSize: String(MAX_PAGE_SIZE) }).pageSize, MAX_PAGE_SIZE)
    for (const bad of [{ pageSize: String(MAX_PAGE_SIZE + 1) }, { currPage: '0' }, { currPage: '1.5' }, { pageSize: '1e3' }]) {
      assert.deepEqual(refusal(() => pageOf(bad))?.key, 'page.invalid', JSON.stringify(bad))
    }
    assert.equal(refusal(() => pageOf({ currPage: ['1', '2'] }))?.key, 'field.repeated')
  })
})

describe('field reader', () => {
  it('query without token/siteCode/lang, overlaid with the body; NUL refused', () => {
    const r = { query: { token: 't', siteCode: 's', lang: 'en', a: '1', b: '2' }, body: { b: 3 } } as unknown as FastifyRequest
    assert.deepEqual(fieldsOf(r), { a: '1', b: 3 })
    const nul = { query: { a: 'x\u0000' } } as unknown as FastifyRequest
    assert.equal(refusal(() => fieldsOf(nul))?.code, 400)
  })

  it('single refuses a repeated parameter; optionalId is null when absent', () => {
    assert.equal(single({ id: ' 7 ' }, 'id'), '7')
    assert.equal(refusal(() => single({ id: ['1', '2'] }, 'id'))?.key, 'field.repeated')
    assert.equal(optionalId({}), null)
    assert.equal(optionalId({ id: '' }), null)
    assert.equal(optionalId({ id: '12' }), 12)
  })
})
