/**
 * `npm run ops -- campaign` (scripts/ops/campaign.mjs) against a started server: a record file is
 * checked offline with the validator's message; login by SMS code prints a token; a user without the
 * editor role is refused with the server's message; an editor saves a draft (not served), publishes
 * it (served at once at /campaign/<code>), lists and shows it; ids the site lacks are reported.
 * The CLI's fetch goes to app.inject, so nothing listens on a port.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { main } from '../../../../scripts/ops/index.mjs'
import type { CampaignInput } from '../../../../src/core/campaigns/contract'
import { findUserByPhone } from '../../auth/users'
import { siteOperatorRoles } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf } from '../places/test-fixtures'
import { EDITOR_ROLE } from './operator-routes'

const SITE = 'cd-city'
const PHONE = '13912345678'
const SERVER = 'http://cd-city.example.test'
let h: Harness
let siteId: number
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-campaign-cli-'))

before(async () => {
  h = await startHarness({ start: new Date('2026-07-05T02:00:00Z') })
  siteId = await siteIdOf(h.app, SITE)
})
after(async () => {
  await h.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

/** fetch for the CLI: the request goes to the app, the answer comes back as a Response */
async function injectFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const u = new URL(url)
  assert.equal(u.origin, SERVER)
  const res = await h.app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: `${u.pathname}${u.search}`,
    headers: init.headers,
    payload: init.body,
  })
  return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } })
}

/** the code the development SMS provider "sent" to the phone, as the operator reads it off their phone */
async function textedCode(): Promise<string> {
  const outbox = await get(h.app, 'dev/sms/outbox', { siteCode: SITE, phone: PHONE })
  return outbox.body.datas[0].code
}

async function ops(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await main(['campaign', ...args], {
    out: (l: string) => out.push(l),
    err: (l: string) => err.push(l),
    env: {},
    ci: {},
    fetch: injectFetch,
    prompt: textedCode,
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

function recordFile(name: string, record: unknown): string {
  const file = path.join(tmp, name)
  fs.writeFileSync(file, JSON.stringify(record))
  return file
}

const lantern = (): CampaignInput => ({
  code: 'kuanzhai-lantern',
  title: '宽窄巷子灯会',
  startTime: '2026-07-01T00:00:00Z',
  endTime: '2026-08-31T00:00:00Z',
  sections: [
    { kind: 'banner', title: '宽窄巷子灯会', image: '/api/demo/pictures/river-1.svg' },
    { kind: 'richText', blocks: [{ type: 'paragraph', text: '七月起每晚七点亮灯。' }] },
    { kind: 'places', title: '灯会周边', placeIds: [999_999], layout: 'list' },
  ],
})

describe('ops campaign', () => {
  test('check: a good record passes offline; a bad one gets the validator message with its section number', async () => {
    const good = await ops('check', '--file', recordFile('good.json', lantern()))
    assert.equal(good.code, 0, good.err)
    assert.match(good.out, /kuanzhai-lantern: the record passes the campaign rules \(3 sections\)/)
    const bad = lantern()
    bad.sections[1] = { kind: 'richText', blocks: [{ type: 'paragraph', text: '' }] }
    const refused = await ops('check', '--file', recordFile('bad.json', bad))
    assert.equal(refused.code, 1)
    assert.equal(refused.err, 'kuanzhai-lantern: 第 2 个版块的图文内容不正确（每段最多 2000 个字）')
    const english = await ops('check', '--file', recordFile('bad.json', bad), '--lang', 'en')
    assert.doesNotMatch(english.err, /[\u4e00-\u9fff]/, english.err)
    assert.equal((await ops('check')).code, 2)
    assert.equal((await ops('check', '--file', path.join(tmp, 'nope.json'))).code, 2)
  })

  test('login by texted code; without the editor role the server refuses; as an editor: draft, publish, list, show', async () => {
    const visitor = await ops('list', '--site', SITE, '--server', SERVER, '--phone', PHONE)
    assert.equal(visitor.code, 1)
    assert.match(visitor.err, /logged in; for the next call: --token \S+/)
    assert.match(visitor.err, /refused: 只有本站专题编辑可以操作。/)
    const token = /--token (\S+)/.exec(visitor.err)![1]

    const user = await findUserByPhone(h.app.db, h.app.fieldCrypto, siteId, PHONE)
    await h.app.db
      .insert(siteOperatorRoles)
      .values({ siteId, userId: user!.id, role: EDITOR_ROLE, displayName: '专题编辑', createdAt: h.now() })
    const as = ['--site', SITE, '--server', SERVER, '--token', token]
    const file = recordFile('lantern.json', lantern())

    const draft = await ops('save', '--file', file, ...as)
    assert.equal(draft.code, 0, draft.err)
    assert.match(draft.out, /^专题活动已保存为草稿\na draft/)
    assert.equal(draft.err, 'section 3: not on this site, left out: 999999')
    assert.equal((await get(h.app, 'res/api/campaign/detail', { siteCode: SITE, code: 'kuanzhai-lantern' })).status, 404)

    const published = await ops('save', '--file', file, '--publish', '--sort', '20', ...as)
    assert.equal(published.code, 0, published.err)
    assert.match(published.out, /^专题活动已发布\nserved at http:\/\/cd-city\.example\.test\/campaign\/kuanzhai-lantern$/)
    const served = await get(h.app, 'res/api/campaign/detail', { siteCode: SITE, code: 'kuanzhai-lantern' })
    assert.equal(served.body.data.title, '宽窄巷子灯会')

    const list = await ops('list', ...as)
    assert.equal(list.code, 0, list.err)
    assert.match(list.out, /kuanzhai-lantern\s+宽窄巷子灯会\s+PUBLISHED\s+20\s+underWay\s+2026-07-01 – 2026-08-31/)
    const show = await ops('show', '--campaign', 'kuanzhai-lantern', ...as)
    assert.equal(show.code, 0, show.err)
    assert.equal(JSON.parse(show.out).sections.length, 3)
    assert.equal((await ops('save', '--file', file, '--sort', '5000', ...as)).code, 2)
  })
})
