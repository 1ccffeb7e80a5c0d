/**
 * ops campaign: campaign pages without a build (docs/contract-campaigns.md "Operator API").
 * `check` runs the app's own validator on a record file, offline; `list`, `show` and `save` call the
 * site's server as a campaign editor (site role `campaigns`). A save is a draft unless --publish;
 * a published page is served at once at /campaign/<code>.
 */
import fs from 'node:fs'
import readline from 'node:readline/promises'
import i18next from 'i18next'
import { CAMPAIGN_SORT_MAX, validateCampaign } from '../../src/core/campaigns/rules.ts'
import { APP_LANGUAGES as LANGS } from '../../src/core/lang.ts'
import { ROOT, UsageError, parseOptions, requireSite, table } from './lib.mjs'

export const summary = 'campaign pages: check a record file, list, show and save (publish) them on a server, no build'

export const DEFAULT_SERVER = 'http://127.0.0.1:8080'

export const help = `npm run ops -- campaign <action> [options]

  check --file <record.json>                   checks a record with the app's own rules (no server)
  list  --site <code>                          every campaign of the site, drafts too, newest first
  show  --site <code> --campaign <code>        the stored record as JSON, then the ids the site lacks
  save  --site <code> --file <record.json> [--publish] [--sort <n>]
                                               stores the record (a draft unless --publish; --sort
                                               -${CAMPAIGN_SORT_MAX}..${CAMPAIGN_SORT_MAX}, higher first); served at once when published

A record is JSON: code, title, startTime, endTime, sections (docs/contract-campaigns.md).
  --server <origin>   the site's server (WENLV_SERVER; default ${DEFAULT_SERVER})
  --token <token>     a campaign editor's login (WENLV_TOKEN); without one, --phone <phone>
                      (WENLV_PHONE): the server texts a code, typed at the prompt or given as --sms-code.
                      The token is printed to stderr for the next call.
  --lang <lang>       language of the messages: ${LANGS.join(', ')} (default zh, as the server's)`

const SPEC = {
  site: 'string',
  file: 'string',
  campaign: 'string',
  publish: 'boolean',
  sort: 'string',
  server: 'string',
  token: 'string',
  phone: 'string',
  'sms-code': 'string',
  lang: 'string',
}
const ACTIONS = ['check', 'list', 'show', 'save']

export async function run(argv, ctx) {
  const [action, ...rest] = argv
  if (!action || action === '--help' || action === '-h') return (ctx.out(help), action ? 0 : 2)
  if (!ACTIONS.includes(action)) throw new UsageError(`unknown action "${action}"; actions: ${ACTIONS.join(', ')}`)
  const opts = parseOptions(rest, SPEC)
  if (opts.help) return (ctx.out(help), 0)
  const lang = opts.lang ?? 'zh'
  if (!LANGS.includes(lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`)
  if (action === 'check') return check(readRecord(opts.file), lang, ctx)

  const site = requireSite(opts.site)
  const api = await session(site, opts, ctx, lang)
  if (action === 'list') return list(api, ctx)
  if (action === 'show') {
    if (!opts.campaign) throw new UsageError('--campaign <code> is required')
    return show(await api.get('res/api/campaign/operator/detail', { code: opts.campaign }), ctx)
  }
  const record = readRecord(opts.file)
  const sort = opts.sort === undefined ? undefined : Number(opts.sort)
  if (sort !== undefined && !(Number.isInteger(sort) && Math.abs(sort) <= CAMPAIGN_SORT_MAX))
    throw new UsageError(`--sort must be a whole number from -${CAMPAIGN_SORT_MAX} to ${CAMPAIGN_SORT_MAX}`)
  const answer = await api.post('res/api/campaign/operator/save', {
    ...record,
    publish: opts.publish ? 'PUBLISHED' : 'DRAFT',
    ...(sort === undefined ? {} : { sort }),
  })
  if (answer.code !== 0) return refused(answer, ctx)
  ctx.out(answer.message)
  const url = `${api.origin}/campaign/${answer.data.record.code}`
  ctx.out(answer.data.record.publish === 'PUBLISHED' ? `served at ${url}` : `a draft: preview it with "campaign show"`)
  return reportMissing(answer.data.missing, ctx)
}

function readRecord(file) {
  if (!file) throw new UsageError('--file <record.json> is required')
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new UsageError(`cannot read ${file} (${error.code || error.message})`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error.message}`)
  }
}

/** the same messages as the server's: the locale files, through i18next */
async function translator(lang) {
  const t = i18next.createInstance()
  const campaigns = JSON.parse(fs.readFileSync(`${ROOT}/locales/${lang}/campaigns.json`, 'utf8'))
  await t.init({ lng: lang, resources: { [lang]: { campaigns } }, defaultNS: 'campaigns', interpolation: { escapeValue: false } })
  return t
}

async function check(record, lang, ctx) {
  const problem = validateCampaign(record)
  if (!problem) return (ctx.out(`${record.code}: the record passes the campaign rules (${record.sections.length} sections)`), 0)
  const t = await translator(lang)
  ctx.err(`${record?.code ?? '?'}: ${t.t(problem.key, problem.params)}`)
  return 1
}

function list(api, ctx) {
  return api.get('res/api/campaign/operator/list', { pageSize: '50' }).then((answer) => {
    if (answer.code !== 0) return refused(answer, ctx)
    if (answer.datas.length === 0) return (ctx.out('no campaigns yet'), 0)
    const rows = answer.datas.map((c) => [c.code, c.title, c.publish, String(c.sort), c.state, `${day(c.startTime)} – ${day(c.endTime)}`])
    for (const line of table([['code', 'title', 'publish', 'sort', 'state', 'window'], ...rows])) ctx.out(line)
    // paged variant (a): the total is page.total; the newest 50 are listed
    if (answer.page?.total > answer.datas.length) ctx.out(`(the newest ${answer.datas.length} of ${answer.page.total})`)
    return 0
  })
}

const day = (iso) => String(iso).slice(0, 10)

function show(answer, ctx) {
  if (answer.code !== 0) return refused(answer, ctx)
  ctx.out(JSON.stringify(answer.data.record, null, 2))
  return reportMissing(answer.data.missing, ctx)
}

/** the ids a section names that the site lacks: the page leaves them out, so the editor is told */
function reportMissing(missing, ctx) {
  for (const m of missing) ctx.err(`section ${m.section}: not on this site, left out: ${m.ids.join(', ')}`)
  return 0
}

function refused(answer, ctx) {
  ctx.err(`refused: ${answer.message}`)
  return 1
}

/**
 * A logged-in caller of the site's API: a token given, or a login by SMS code (the same SM4-sealed
 * calls as the app's login page). ctx.fetch and ctx.prompt are there for tests.
 */
async function session(site, opts, ctx, lang) {
  const origin = (opts.server ?? ctx.env.WENLV_SERVER ?? DEFAULT_SERVER).replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s/]+$/.test(origin)) throw new UsageError(`--server must be an origin such as ${DEFAULT_SERVER}`)
  const fetcher = ctx.fetch ?? globalThis.fetch
  const call = async (method, path, params, body) => {
    const query = new URLSearchParams({ siteCode: site.siteCode, lang, ...params })
    let res
    try {
      res = await fetcher(`${origin}/api/${path}?${query}`, {
        method,
        headers: body ? { 'content-type': body.form ? 'application/x-www-form-urlencoded' : 'application/json' } : {},
        body: body ? (body.form ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json)) : undefined,
      })
    } catch (error) {
      throw new UsageError(`cannot reach ${origin} (${error.cause?.code || error.message}); is the server running? (--server)`)
    }
    const answer = await res.json().catch(() => null)
    if (!answer || typeof answer.code !== 'number') throw new UsageError(`${origin} is not a Wenlv server (HTTP ${res.status})`)
    return answer
  }
  let token = opts.token ?? ctx.env.WENLV_TOKEN
  if (!token) token = await login(site, opts.phone ?? ctx.env.WENLV_PHONE, opts['sms-code'], call, ctx)
  return {
    origin,
    get: (path, params = {}) => call('GET', path, { token, ...params }),
    post: (path, json) => call('POST', path, { token }, { json }),
  }
}

async function login(site, phone, smsCode, call, ctx) {
  if (!phone) throw new UsageError('log in with --token <token> (WENLV_TOKEN) or --phone <phone> (WENLV_PHONE)')
  const { sm4EncryptJson } = await import('../../src/core/sm4.ts')
  const sealed = (value) => ({ form: { data: sm4EncryptJson(value, site.sm4Key) } })
  if (!smsCode) {
    const sent = await call('POST', 'user/api/userBind/smsCodeSm4', {}, sealed({ phone }))
    if (sent.code !== 0) throw new UsageError(`the code could not be sent: ${sent.message}`)
    smsCode = (await (ctx.prompt ?? ask)(`code texted to ${phone}: `)).trim()
  }
  const answer = await call('POST', 'user/api/userBind/loginOrRegister', {}, sealed({ phone, code: smsCode, agreement: true }))
  if (answer.code !== 0) throw new UsageError(`login refused: ${answer.message}`)
  ctx.err(`logged in; for the next call: --token ${answer.data.userToken}`)
  return answer.data.userToken
}

async function ask(question) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr })
  try {
    return await rl.question(question)
  } finally {
    rl.close()
  }
}
