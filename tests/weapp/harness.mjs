/**
 * Runs a built mini-program package (dist/weapp/<site>/) in Node, so tests can drive it like a
 * person would: WeChat DevTools has no Linux build. The approach is Taro 3's own prerender
 * (taro-mini-runner/src/prerender): the package's files run in a `node:vm` context with
 *  - a loader for the package's own CommonJS scheme (`require("./common")`, relative to the file,
 *    each file run once) and webpack's `wx.webpackJsonp` chunks;
 *  - `wx`: miniprogram-simulate's API mocks (WeChat's own), with in-memory storage, `wx.request`
 *    forwarded to a running contract server (each API base of the site's environments becomes
 *    the server's path for it, e.g. https://api.wenlv.example/ -> <server>/api/; see requestBases),
 *    recorded toasts, modals, loading and navigation bar titles, and a page stack that really
 *    navigates (navigateTo, redirectTo, switchTab, reLaunch, navigateBack);
 *  - `App`, `Page`, `Component`, `getApp`, `getCurrentPages`: WeChat's constructors, recording
 *    their options; pages get WeChat's lifecycle (onLoad, onShow, onReady, onHide, onUnload) and
 *    a `setData` that keeps the data tree the WXML templates would render.
 *  - WeChat's package rules for code: a `require` stays in its own package or reaches the main
 *    package; `require.async` (分包异步化) reaches any package, downloading a subpackage first.
 * Taro's template data is a tree `root.cn[i]` of nodes: `nn` node name (a number standing for a
 * component, see base.wxml), `cn` children, `v` the text of a text node, `sid` the node id that
 * Taro's event handler `eh` looks the node up by. A tap calls `eh` for the target and each of its
 * ancestors, innermost first, as WeChat bubbles a tap through the elements that bind it.
 *
 * API:
 *   const mp = await launch('cd-city', { server })   // server: startServer() of tests/e2e/harness.mjs
 *   mp.currentPage()            // the page on top of the stack: { route, query, title, text(), find(), ... }
 *   mp.currentPage().text()     // what the page shows, one text node a line
 *   mp.currentPage().find('景区') // first node whose text contains it (string or RegExp), or undefined
 *   mp.currentPage().homeButtonHidden // the page called wx.hideHomeButton
 *   mp.tabBar()                 // the custom tab bar of the current tab page (same text/find), or undefined
 *   await mp.tap(node)          // taps a node (from find) and waits until the app is idle again
 *   await mp.input(node, value) // types into an input (currentPage().nodes((n) => n.tag === 'input'))
 *                               // a node's WXML attributes by name: node.attrs.placeholder, node.attrs.value
 *   mp.pages()                  // the page stack, bottom first
 *   await mp.navigate('/package-news/pages/news-list/index?type=all', 'navigateTo')  // as wx.* would
 *   await mp.back()             // navigateBack
 *   await mp.settle()           // waits until no request, render or navigation is under way
 *   await mp.waitFor(() => cond, 'what')
 *   mp.navigations              // [{ type: 'reLaunch', url, from }] every navigation the app asked for
 *   mp.toasts, mp.modals        // [{ title, icon }], [{ title, content }] every one shown
 *   mp.requests                 // [{ method, path, status, code }] every call sent to the server
 *   mp.errors                   // exceptions thrown by package code (lifecycles, events, timers,
 *                               // request callbacks, unhandled rejections, console.error of an Error)
 *   mp.evaluated()              // the package's JS files run so far, in order ('app.js', 'i18n/index.js', ...)
 *   mp.downloads                // subpackage roots downloaded so far (a page of theirs opened, or a require.async)
 *   mp.storageSnapshot()        // the device storage; launch(site, { server, storage }) starts a later launch with it
 *   mp.close()                  // unloads the pages, clears the timers
 *   mp.media                    // [{ page, tag, attr, url, problem }] every media address a page showed (media-check.mjs)
 * settle(), tap(), navigate() and back() throw when package code threw since the last check, so an
 * exception fails the step that caused it (launch(..., { strict: false }) only records them).
 * They throw likewise when a page showed a media address the phone cannot load: root-relative
 * (no host) or http: (launch(..., { media: 'record' }) only records them in mp.media).
 * Modals are answered "confirm" unless launch(..., { answerModal: (modal) => ({ confirm: false }) }).
 * launch(..., { answerDelay: (request) => ms }) holds chosen answers back (request: { method, path, url }),
 * as a slower network would, so answers can arrive after a navigation they caused.
 * launch(..., { failDownload: (root) => true }) fails the download of chosen subpackages for
 * require.async, as a dropped connection would (the promise rejects with WeChat's { mod, errMsg }).
 * The photo picker (wx.chooseImage, wx.chooseMedia) hands out temp paths of real files,
 * launch(..., { photos: [file] }) (default PHOTO_FIXTURE, a small JPEG); wx.uploadFile sends such a
 * file to the server as multipart, as WeChat does, and is recorded in mp.requests like a request.
 * launch(..., { location: { latitude, longitude } }) is where wx.getLocation places the visitor
 * (default miniprogram-simulate's, in Guangzhou).
 * WeChat's privacy agreement: by default the visitor agreed long ago. launch(..., { privacy: 'ask' })
 * starts without it: a private API (PRIVATE_APIS) waits and the listener the app registered with
 * wx.onNeedPrivacyAuthorization is called (mp.privacy.asked: the referrers); the app's resolve
 * {event:'agree', buttonId} lets the call go on only after a tap on the <button
 * open-type="agreePrivacyAuthorization"> of that id (else the step fails), {event:'disagree'} fails
 * it with "privacy permission is not authorized". mp.privacy: { agreed, asked, exposures, contractOpened }.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import { fileURLToPath } from 'node:url'
import { mediaAddresses, mediaAttributes, mediaProblem } from './media-check.mjs'
import { nodeAttributes, nodeNames, templateShapes } from './templates.mjs'

const require = createRequire(import.meta.url)
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const WEAPP_DIST = path.join(ROOT, 'dist', 'weapp')
/** what the simulated photo picker hands out unless launch() is given `photos` */
export const PHOTO_FIXTURE = path.join(ROOT, 'tests', 'weapp', 'fixtures', 'receipt.jpg')
const simulatedWx = require('miniprogram-simulate/src/api')

/** Timeouts of this length or shorter count as "work under way" for settle(); longer ones are waits. */
const BUSY_TIMER_MS = 100
const QUIET_MS = 30
const DEFAULT_SETTLE_MS = 15000
/** the private APIs the simulation holds until the privacy agreement (those the app calls through wx.x({...})) */
export const PRIVATE_APIS = ['getLocation', 'chooseImage', 'chooseMedia', 'chooseVideo', 'setClipboardData', 'getClipboardData']

export function buildDir(site) {
  return path.join(WEAPP_DIST, site)
}

/** Throws a clear message when the package is not built (npm test builds every site first). */
export function assertBuilt(site) {
  const dir = buildDir(site)
  if (!fs.existsSync(path.join(dir, 'app.json')))
    throw new Error(`dist/weapp/${site} is not built: npm run build -- --site ${site} --target weapp (npm test builds every site)`)
  return dir
}

// ---- the template data tree --------------------------------------------------------------

/** 'root.cn.[0].cn[2].v' -> ['root', 'cn', 0, 'cn', 2, 'v'] */
export function splitDataPath(p) {
  const out = []
  for (const m of p.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[2])
  return out
}

/** WeChat's setData: each key is a data path, set in place. */
export function applySetData(target, update) {
  for (const [key, value] of Object.entries(update)) {
    const parts = splitDataPath(key)
    let obj = target
    for (let i = 0; i < parts.length - 1; i++) {
      const k = parts[i]
      if (obj[k] === null || typeof obj[k] !== 'object') obj[k] = typeof parts[i + 1] === 'number' ? [] : {}
      obj = obj[k]
    }
    obj[parts[parts.length - 1]] = value
  }
}

/**
 * wx.request's address -> the test server's: each base of the site's API environments (longest
 * first) is replaced by the server's path of that base (the `local` environment names them: main
 * /api/, electricity /power/, a base it lacks falls back to main, as apiBase() does), so a
 * production build whose main base has no /api/ path still reaches /api/...; an address mediaUrl
 * built (the main base's origin + a server path, e.g. the shop's /api/shop/) keeps its path.
 */
export function requestBases(site) {
  const local = site?.api?.local || {}
  const pathOf = (key) => local[key] || local.main || '/api/'
  const map = new Map()
  for (const [env, bases] of Object.entries(site?.api || {})) {
    if (env === 'local') continue
    for (const [key, base] of Object.entries(bases)) if (/^https?:\/\//.test(base) && !map.has(base)) map.set(base, pathOf(key))
    const origin = /^https?:\/\/[^/]+/.exec(bases.main || '')?.[0]
    if (origin && !map.has(`${origin}${pathOf('main')}`)) map.set(`${origin}${pathOf('main')}`, pathOf('main'))
  }
  return [...map].sort((a, b) => b[0].length - a[0].length)
}

/** `url` sent to the server at `origin`: by the site's bases, else only the host swapped */
export function toServerUrl(url, origin, bases = []) {
  for (const [base, serverPath] of bases) if (url.startsWith(base)) return `${origin}${serverPath}${url.slice(base.length)}`
  return url.replace(/^https?:\/\/[^/]+/, origin)
}

function siteJson(site) {
  const file = path.join(ROOT, 'sites', `${site}.json`)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined
}

function textOf(node) {
  if (!node || typeof node !== 'object') return []
  if (typeof node.v === 'string' || typeof node.v === 'number') return [String(node.v)]
  return (node.cn || []).flatMap(textOf)
}

/** A view of one data tree (a page's or a component's): text, find, nodes. */
function treeView(owner, tags, attributes = {}) {
  const root = () => owner.data.root || { cn: [] }
  const wrap = (node, ancestors) => {
    const text = textOf(node).join('').trim()
    /** the node's WXML attributes by their names (placeholder, value, ...), from its short data keys */
    const attrs = Object.fromEntries(Object.entries(attributes[node.nn] || {}).map(([key, name]) => [name, node[key]]))
    return { sid: node.sid, nn: node.nn, tag: tags[node.nn] || String(node.nn), text, attrs, node, ancestors, owner }
  }
  /** every node in document order, with its ancestors (innermost first) */
  function* walk(node = root(), ancestors = []) {
    for (const child of node.cn || []) {
      yield wrap(child, ancestors)
      yield* walk(child, [child, ...ancestors])
    }
  }
  const matches = (text, wanted) => (wanted instanceof RegExp ? wanted.test(text) : text.includes(wanted))
  return {
    /** what a person sees: each text node on its own line */
    text: () =>
      [...walk()]
        .filter((n) => n.node.v !== undefined)
        .map((n) => String(n.node.v).trim())
        .filter(Boolean)
        .join('\n'),
    /** the innermost node whose text contains `wanted` (string or RegExp) */
    find(wanted) {
      const hits = [...walk()].filter((n) => n.node.v === undefined && n.text && matches(n.text, wanted))
      // innermost: a hit none of whose descendants is also a hit
      return hits.find((h) => !hits.some((o) => o !== h && o.ancestors.includes(h.node)))
    },
    /** every innermost node whose text contains `wanted` */
    findAll(wanted) {
      const hits = [...walk()].filter((n) => n.node.v === undefined && n.text && matches(n.text, wanted))
      return hits.filter((h) => !hits.some((o) => o !== h && o.ancestors.includes(h.node)))
    },
    /** nodes for which `predicate(node)` holds (node.tag, node.node: the raw data) */
    nodes: (predicate = () => true) => [...walk()].filter(predicate),
    get data() {
      return owner.data
    },
  }
}

// ---- the launch ---------------------------------------------------------------------------

function parseUrl(url, fromRoute) {
  const [rawPath, search = ''] = String(url).split('?')
  let route = rawPath
  if (!route.startsWith('/')) route = path.posix.join(path.posix.dirname(`/${fromRoute || ''}`), route)
  route = path.posix
    .normalize(route)
    .replace(/^\//, '')
    .replace(/\.html$/, '')
  const query = {}
  for (const pair of search.split('&').filter(Boolean)) {
    const i = pair.indexOf('=')
    query[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1)
  }
  return { route, query }
}

/**
 * Launches the site's built package: App onLaunch/onShow, then the entry page (app.json's first
 * page, or `path`, e.g. 'pages/index/index?x=1') with its lifecycle; resolves once idle.
 * Options: server ({ origin } of a running contract server; required for calls), path,
 * storage (initial key -> value), strict (default true), answerModal, answerDelay, log (print console output),
 * dir (a package folder other than dist/weapp/<site>).
 */
export async function launch(site, options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : assertBuilt(site)
  const mp = new MiniProgram(site, dir, options)
  try {
    await mp.start(options.path)
  } catch (error) {
    mp.close()
    throw error
  }
  return mp
}

class MiniProgram {
  constructor(site, dir, options) {
    this.site = site
    this.dir = dir
    this.options = options
    this.appJson = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
    const shapes = templateShapes(fs.readFileSync(path.join(dir, 'base.wxml'), 'utf8'))
    this.tags = nodeNames(shapes)
    this.mediaAttributes = mediaAttributes(shapes)
    this.requestBases = requestBases(siteJson(site))
    this.attributes = nodeAttributes(shapes)
    this.tabRoutes = (this.appJson.tabBar?.list || []).map((t) => t.pagePath)
    this.navigations = []
    this.toasts = []
    this.modals = []
    this.requests = []
    this.errors = []
    this.media = []
    this.mediaSeen = new Set()
    this.mediaReported = 0
    this.console = []
    this.titles = []
    this.loading = false
    this.storage = new Map()
    this.stack = []
    this.tabPages = new Map() // route -> live tab page instance (switchTab keeps them)
    this.pageDefs = new Map() // route -> Page() options
    this.componentDefs = new Map() // path -> Component() options
    this.modules = new Map() // file -> module
    this.roots = (this.appJson.subPackages || this.appJson.subpackages || []).map((p) => p.root.replace(/^\/|\/$/g, ''))
    this.downloads = []
    this.timers = new Map() // handle -> { busy, interval }
    this.inFlight = 0
    this.navQueue = Promise.resolve()
    this.navPending = 0
    this.lastActivity = Date.now()
    this.reported = 0
    this.webviewId = 0
    this.closed = false
    this.tempFiles = new Map() // temp path the picker handed out -> the real file
    this.privacy = { agreed: options.privacy !== 'ask', asked: [], exposures: 0, contractOpened: 0, listener: undefined, tapped: new Set() }
    for (const [k, v] of Object.entries(options.storage || {})) this.storage.set(k, JSON.stringify(v))
  }

  // ---- errors
  recordError(where, error) {
    this.errors.push({ where, error, message: `${where}: ${error?.stack || error}` })
  }
  /** runs package code, recording what it throws */
  guard(where, fn) {
    try {
      return fn()
    } catch (error) {
      this.recordError(where, error)
      return undefined
    }
  }
  throwNewErrors() {
    const messages = []
    if (this.options.strict ?? true) {
      const fresh = this.errors.slice(this.reported)
      this.reported = this.errors.length
      if (fresh.length) messages.push(`the mini-program threw:\n${fresh.map((e) => e.message).join('\n\n')}`)
    }
    if ((this.options.media ?? 'fail') === 'fail') {
      const bad = this.media.slice(this.mediaReported).filter((m) => m.problem)
      this.mediaReported = this.media.length
      if (bad.length)
        messages.push(
          `the mini-program shows media it cannot load:\n${bad.map((m) => `  ${m.page}: <${m.tag} ${m.attr}> ${m.url}: ${m.problem}`).join('\n')}`,
        )
    }
    if (messages.length) throw new Error(messages.join('\n\n'))
  }

  /** records each media address the page (and its tab bar) shows, once per page and address */
  scanMedia(page) {
    for (const owner of [page, page.$tabBar].filter(Boolean))
      for (const found of mediaAddresses(owner.data?.root, this.mediaAttributes, this.tags)) {
        const key = `${page.route}\n${found.attr}\n${found.url}`
        if (this.mediaSeen.has(key)) continue
        this.mediaSeen.add(key)
        this.media.push({ page: page.route, ...found, problem: mediaProblem(found.url, this.dir, this.options.server?.origin) })
      }
  }
  scanOpenPages() {
    for (const page of new Set([...this.stack, ...this.tabPages.values()])) this.scanMedia(page)
  }
  touch() {
    this.lastActivity = Date.now()
  }

  // ---- the JS environment
  makeContext() {
    const timer =
      (interval) =>
      (fn, ms = 0, ...args) => {
        if (this.closed) return 0
        const busy = !interval && ms <= BUSY_TIMER_MS
        const run = () => {
          if (!interval) this.timers.delete(handle)
          this.touch()
          if (typeof fn === 'function') this.guard(interval ? 'setInterval callback' : 'setTimeout callback', () => fn(...args))
        }
        const handle = interval ? setInterval(run, ms) : setTimeout(run, ms)
        if (!busy) handle.unref?.()
        this.timers.set(handle, { busy, interval })
        this.touch()
        return handle
      }
    const clear = (handle) => {
      if (!handle) return
      this.timers.delete(handle)
      clearTimeout(handle)
      clearInterval(handle)
    }
    const logTo =
      (level) =>
      (...args) => {
        this.console.push({ level, args })
        if (level === 'error' && args.some((a) => a instanceof Error || a?.constructor?.name?.endsWith('Error')))
          this.recordError(
            'console.error',
            args.find((a) => a instanceof Error || a?.constructor?.name?.endsWith('Error')),
          )
        if (this.options.log) console.log(`[${this.site} ${level}]`, ...args)
      }
    const sandboxConsole = { log: logTo('log'), info: logTo('info'), warn: logTo('warn'), error: logTo('error'), debug: logTo('debug') }
    sandboxConsole.trace = sandboxConsole.debug
    sandboxConsole.time = sandboxConsole.timeEnd = () => undefined
    this.wx = this.makeWx()
    const sandbox = {
      console: sandboxConsole,
      setTimeout: timer(false),
      setInterval: timer(true),
      clearTimeout: clear,
      clearInterval: clear,
      wx: this.wx,
      App: (opts) => {
        this.appOptions = opts
      },
      Page: (opts) => {
        this.pageDefs.set(this.loadingRoute, opts)
      },
      Component: (opts) => {
        this.componentDefs.set(this.loadingRoute, opts)
      },
      Behavior: (opts) => opts,
      getApp: () => this.appOptions,
      getCurrentPages: () => [...this.stack],
      requirePlugin: () => ({}),
      __wxConfig: { envVersion: 'develop', platform: 'devtools', accountInfo: { appId: this.appJson.appid } },
    }
    this.later = sandbox.setTimeout
    this.context = vm.createContext(sandbox, { name: `weapp ${this.site}` })
    this.json = vm.runInContext('JSON', this.context)
  }

  /** the package's module scheme: require relative to the requiring file, each file run once */
  requireFile(file, loadingRoute = this.loadingRoute) {
    let full = path.resolve(file)
    if (!fs.existsSync(full) && fs.existsSync(`${full}.js`)) full = `${full}.js`
    if (!full.startsWith(this.dir + path.sep)) throw new Error(`require outside the package: ${file}`)
    const cached = this.modules.get(full)
    if (cached) return cached.exports
    if (!fs.existsSync(full)) throw new Error(`module not found in the package: ${path.relative(this.dir, full)}`)
    const module = { exports: {} }
    this.modules.set(full, module)
    const fn = vm.compileFunction(fs.readFileSync(full, 'utf8'), ['require', 'module', 'exports'], {
      parsingContext: this.context,
      filename: full,
    })
    const previous = this.loadingRoute
    this.loadingRoute = loadingRoute
    const localRequire = (request) => {
      const target = path.resolve(path.dirname(full), request)
      const [from, to] = [this.packageOf(full), this.packageOf(target)]
      if (to && to !== from)
        throw new Error(`${path.relative(this.dir, full)} requires ${request}: another package's file needs require.async`)
      return this.requireFile(target, loadingRoute)
    }
    localRequire.async = (request) => this.requireAsync(path.resolve(path.dirname(full), request), request, loadingRoute)
    try {
      fn.call(module.exports, localRequire, module, module.exports)
    } finally {
      this.loadingRoute = previous
    }
    return module.exports
  }

  /** the subpackage root a file of the package is in, '' for the main package */
  packageOf(full) {
    const rel = path.relative(this.dir, full).split(path.sep).join('/')
    return this.roots.find((root) => rel.startsWith(`${root}/`)) ?? ''
  }

  downloaded(root) {
    if (root && !this.downloads.includes(root)) this.downloads.push(root)
  }

  /** WeChat's require.async: the file's subpackage downloads (a moment later), then the file runs */
  requireAsync(full, request, loadingRoute) {
    const root = this.packageOf(full)
    return new Promise((resolve, reject) => {
      this.later(() => {
        if (root && !this.downloads.includes(root) && this.options.failDownload?.(root))
          return reject({ mod: request, errMsg: `require.async:fail subpackage ${root} did not download` })
        this.downloaded(root)
        try {
          resolve(this.requireFile(full, loadingRoute))
        } catch (error) {
          reject(error)
        }
      }, 0)
    })
  }

  /** the package's JS files run so far, relative to the package, in the order they ran */
  evaluated() {
    return [...this.modules.keys()].map((file) => path.relative(this.dir, file).split(path.sep).join('/'))
  }

  async start(entry) {
    // promises rejected by package code with nobody listening: the vm context shares this process's queue
    this.onRejection = (reason) => this.recordError('unhandled rejection', reason)
    process.on('unhandledRejection', this.onRejection)
    this.makeContext()
    const first = parseUrl(entry || this.appJson.pages[0])
    const launchOptions = { path: first.route, query: first.query, scene: 1001, referrerInfo: {}, apiCategory: 'default' }
    this.guard('app.js', () => this.requireFile(path.join(this.dir, 'app.js'), 'app'))
    if (!this.appOptions) {
      this.throwNewErrors()
      throw new Error('app.js did not call App()')
    }
    this.guard('App onLaunch', () => this.appOptions.onLaunch?.call(this.appOptions, launchOptions))
    this.guard('App onShow', () => this.appOptions.onShow?.call(this.appOptions, launchOptions))
    await this.openPage(first.route, first.query)
    await this.settle()
  }

  // ---- pages
  pageOptions(route) {
    if (!this.pageDefs.has(route)) {
      const file = path.join(this.dir, `${route}.js`)
      if (!fs.existsSync(file)) throw new Error(`no page ${route} in the package`)
      this.requireFile(file, route)
      if (!this.pageDefs.has(route)) throw new Error(`${route}.js did not call Page()`)
    }
    return this.pageDefs.get(route)
  }

  createInstance(options, extra) {
    const inst = {}
    for (const [k, v] of Object.entries(options)) if (k !== 'data') inst[k] = v
    if (options.methods) Object.assign(inst, options.methods)
    inst.data = this.json.parse(JSON.stringify(options.data || {}))
    inst.setData = (update, cb) => {
      this.touch()
      applySetData(inst.data, update)
      if (typeof cb === 'function') setTimeout(() => this.guard('setData callback', cb), 0)
    }
    inst.createSelectorQuery = () => this.wx.createSelectorQuery()
    inst.selectComponent = () => null
    inst.selectAllComponents = () => []
    inst.triggerEvent = () => undefined
    return Object.assign(inst, extra)
  }

  async openPage(route, query) {
    this.downloaded(this.packageOf(path.join(this.dir, route)))
    const options = this.guard(`load ${route}`, () => this.pageOptions(route))
    if (!options) return undefined
    const id = ++this.webviewId
    const page = this.createInstance(options, {
      route,
      __route__: route,
      options: query,
      __wxWebviewId__: id,
      __wxExparserNodeId__: `page-${id}`,
      getPageId: () => `pageId:${id}`,
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
    })
    this.stack.push(page)
    if (this.tabRoutes.includes(route)) this.tabPages.set(route, page)
    this.guard(`${route} onLoad`, () => page.onLoad?.call(page, { ...query }))
    this.guard(`${route} onShow`, () => page.onShow?.call(page))
    if (this.tabRoutes.includes(route)) this.attachTabBar(page)
    setTimeout(() => this.guard(`${route} onReady`, () => page.onReady?.call(page)), 0)
    return page
  }

  /** WeChat gives every tab page its own custom-tab-bar instance */
  attachTabBar(page) {
    if (!this.appJson.tabBar?.custom || page.$tabBar) return
    const where = 'custom-tab-bar/index'
    const options = this.guard(`load ${where}`, () => {
      if (!this.componentDefs.has(where)) this.requireFile(path.join(this.dir, `${where}.js`), where)
      return this.componentDefs.get(where)
    })
    if (!options) return
    const bar = this.createInstance(options, { is: where, getPageId: page.getPageId })
    page.$tabBar = bar
    page.getTabBar = () => bar
    const attached = options.lifetimes?.attached || options.attached
    this.guard(`${where} attached`, () => attached?.call(bar))
  }

  unload(page) {
    // what the page showed last, before it goes (a redirect or reLaunch between two settles)
    this.scanMedia(page)
    this.guard(`${page.route} onUnload`, () => page.onUnload?.call(page))
    if (page.$tabBar) {
      const bar = page.$tabBar
      const detached = bar.lifetimes?.detached || bar.detached
      this.guard('custom-tab-bar detached', () => detached?.call(bar))
    }
    if (this.tabPages.get(page.route) === page) this.tabPages.delete(page.route)
  }
  hide(page) {
    this.guard(`${page.route} onHide`, () => page.onHide?.call(page))
  }
  show(page) {
    this.guard(`${page.route} onShow`, () => page.onShow?.call(page))
  }

  /** one navigation at a time, as WeChat serialises them; success after the new page loaded */
  navigation(type, opts = {}) {
    const from = this.stack.at(-1)?.route
    this.navigations.push({ type, url: opts.url, delta: opts.delta, from })
    this.navPending++
    this.touch()
    const done = (ok, errMsg) => {
      const res = { errMsg: `${type}:${ok ? 'ok' : `fail ${errMsg}`}` }
      setTimeout(() => {
        this.guard(`${type} callback`, () => (ok ? opts.success?.(res) : opts.fail?.(res)))
        this.guard(`${type} callback`, () => opts.complete?.(res))
      }, 0)
      return ok ? res : Promise.reject(res)
    }
    const work = this.navQueue.then(async () => {
      await new Promise((r) => setTimeout(r, 0))
      try {
        return await this.navigateNow(type, opts, done)
      } finally {
        this.navPending--
        this.touch()
      }
    })
    this.navQueue = work.catch(() => undefined)
    // the promise form (no callbacks): Taro passes callbacks, so this is for direct wx calls
    if (!opts.success && !opts.fail && !opts.complete) return work
    work.catch(() => undefined)
    return undefined
  }

  async navigateNow(type, opts, done) {
    if (this.closed) return done(false, 'closed')
    const top = this.stack.at(-1)
    if (type === 'navigateBack') {
      const delta = Math.max(1, opts.delta || 1)
      if (this.stack.length <= 1) return done(false, 'cannot navigate back at first page')
      for (let i = 0; i < delta && this.stack.length > 1; i++) this.unload(this.stack.pop())
      const now = this.stack.at(-1)
      this.show(now)
      return done(true)
    }
    const { route, query } = parseUrl(opts.url, top?.route)
    const isTab = this.tabRoutes.includes(route)
    const exists = fs.existsSync(path.join(this.dir, `${route}.js`))
    if (!exists) return done(false, `page "${route}" is not found`)
    if ((type === 'navigateTo' || type === 'redirectTo') && isTab) return done(false, `can not ${type} a tabbar page`)
    if (type === 'switchTab' && !isTab) return done(false, 'can not switch to no-tabBar page')
    if (type === 'navigateTo') {
      if (this.stack.length >= 10) return done(false, 'webview count limit exceed')
      if (top) this.hide(top)
      await this.openPage(route, query)
    } else if (type === 'redirectTo') {
      if (top) this.unload(this.stack.pop())
      await this.openPage(route, query)
    } else if (type === 'reLaunch') {
      while (this.stack.length) this.unload(this.stack.pop())
      for (const page of this.tabPages.values()) this.unload(page)
      this.tabPages.clear()
      await this.openPage(route, query)
    } else if (type === 'switchTab') {
      // every non-tab page closes; the tab pages stay alive
      while (this.stack.length && !this.tabRoutes.includes(this.stack.at(-1).route)) this.unload(this.stack.pop())
      const current = this.stack.pop()
      if (current && current.route === route) {
        this.stack.push(current)
        return done(true)
      }
      if (current) this.hide(current)
      const live = this.tabPages.get(route)
      if (live) {
        this.stack.push(live)
        this.show(live)
      } else await this.openPage(route, query)
    }
    return done(true)
  }

  // ---- wx
  makeWx() {
    const ok = (name, extra = {}) => ({ errMsg: `${name}:ok`, ...extra })
    const callback = (name, opts = {}, res, failed = false) => {
      setTimeout(() => {
        this.guard(`${name} callback`, () => (failed ? opts.fail?.(res) : opts.success?.(res)))
        this.guard(`${name} callback`, () => opts.complete?.(res))
      }, 0)
      return opts.success || opts.fail || opts.complete ? undefined : failed ? Promise.reject(res) : Promise.resolve(res)
    }
    const size = () => [...this.storage.values()].reduce((n, v) => n + v.length, 0)
    const storage = {
      setStorageSync: (key, data) => {
        this.storage.set(key, JSON.stringify(data === undefined ? null : data))
      },
      getStorageSync: (key) => (this.storage.has(key) ? this.json.parse(this.storage.get(key)) : ''),
      removeStorageSync: (key) => {
        this.storage.delete(key)
      },
      clearStorageSync: () => this.storage.clear(),
      getStorageInfoSync: () => ({ keys: [...this.storage.keys()], currentSize: Math.ceil(size() / 1024), limitSize: 10240 }),
      setStorage: (o) => (storage.setStorageSync(o.key, o.data), callback('setStorage', o, ok('setStorage'))),
      getStorage: (o) =>
        this.storage.has(o.key)
          ? callback('getStorage', o, ok('getStorage', { data: storage.getStorageSync(o.key) }))
          : callback('getStorage', o, { errMsg: 'getStorage:fail data not found' }, true),
      removeStorage: (o) => (storage.removeStorageSync(o.key), callback('removeStorage', o, ok('removeStorage'))),
      clearStorage: (o = {}) => (storage.clearStorageSync(), callback('clearStorage', o, ok('clearStorage'))),
      getStorageInfo: (o = {}) => callback('getStorageInfo', o, ok('getStorageInfo', storage.getStorageInfoSync())),
    }
    const page = () => this.stack.at(-1)
    const feedback = {
      showToast: (o = {}) => {
        this.toasts.push({ title: o.title, icon: o.icon, page: page()?.route })
        this.touch()
        return callback('showToast', o, ok('showToast'))
      },
      hideToast: (o = {}) => callback('hideToast', o, ok('hideToast')),
      showLoading: (o = {}) => {
        this.loading = true
        return callback('showLoading', o, ok('showLoading'))
      },
      hideLoading: (o = {}) => {
        this.loading = false
        return callback('hideLoading', o, ok('hideLoading'))
      },
      showModal: (o = {}) => {
        const modal = { title: o.title, content: o.content, showCancel: o.showCancel !== false, page: page()?.route }
        this.modals.push(modal)
        this.touch()
        const answer = this.options.answerModal?.(modal) || { confirm: true }
        return callback('showModal', o, ok('showModal', { confirm: !!answer.confirm, cancel: !answer.confirm, content: answer.content }))
      },
      showActionSheet: (o = {}) => {
        this.modals.push({ actionSheet: o.itemList, page: page()?.route })
        return callback('showActionSheet', o, { errMsg: 'showActionSheet:fail cancel' }, true)
      },
      // a page that draws its own tab bar hides WeChat's home button (core/navigation page tabs)
      hideHomeButton: (o = {}) => {
        const p = page()
        if (p) p.$homeButtonHidden = true
        return callback('hideHomeButton', o, ok('hideHomeButton'))
      },
      setNavigationBarTitle: (o = {}) => {
        const p = page()
        if (p) p.$title = o.title
        this.titles.push({ title: o.title, page: p?.route })
        return callback('setNavigationBarTitle', o, ok('setNavigationBarTitle'))
      },
    }
    const nav = {}
    for (const type of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'])
      nav[type] = (o = {}) => this.navigation(type, o)
    const privacy = {
      onNeedPrivacyAuthorization: (listener) => {
        this.privacy.listener = listener
      },
      getPrivacySetting: (o = {}) =>
        callback(
          'getPrivacySetting',
          o,
          ok('getPrivacySetting', { needAuthorization: !this.privacy.agreed, privacyContractName: '《模拟小程序隐私保护指引》' }),
        ),
      openPrivacyContract: (o = {}) => {
        this.privacy.contractOpened++
        return callback('openPrivacyContract', o, ok('openPrivacyContract'))
      },
    }
    const api = Object.assign({}, simulatedWx, storage, feedback, nav, privacy, {
      request: (o) => this.request(o),
      chooseImage: (o = {}) => {
        const files = this.pickPhotos(o.count)
        const tempFiles = files.map((f) => ({ path: f.path, size: f.size }))
        return callback('chooseImage', o, ok('chooseImage', { tempFilePaths: files.map((f) => f.path), tempFiles }))
      },
      chooseMedia: (o = {}) => {
        const tempFiles = this.pickPhotos(o.count).map((f) => ({ tempFilePath: f.path, size: f.size, fileType: 'image' }))
        return callback('chooseMedia', o, ok('chooseMedia', { tempFiles, type: 'image' }))
      },
      uploadFile: (o) => this.uploadFile(o),
      ...(this.options.location && {
        getLocation: (o = {}) => callback('getLocation', o, ok('getLocation', { accuracy: 65, speed: -1, ...this.options.location })),
        getFuzzyLocation: (o = {}) => callback('getFuzzyLocation', o, ok('getFuzzyLocation', { ...this.options.location })),
      }),
      login: (o = {}) => callback('login', o, ok('login', { code: `sim-code-${Date.now()}` })),
      getLaunchOptionsSync: () => ({ path: this.appJson.pages[0], query: {}, scene: 1001, referrerInfo: {} }),
      getEnterOptionsSync: () => ({ path: this.appJson.pages[0], query: {}, scene: 1001, referrerInfo: {} }),
      getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-sim', envVersion: 'develop', version: '' } }),
      stopPullDownRefresh: (o = {}) => callback('stopPullDownRefresh', o, ok('stopPullDownRefresh')),
    })
    // the private APIs wait for the privacy agreement, whichever implementation answers them (the picker's, the launch's location)
    for (const name of PRIVATE_APIS) {
      const answer = api[name]
      api[name] = (o = {}) => this.privateCall(name, o, answer, callback)
    }
    return api
  }

  /** a private API before the privacy agreement: held, the app's listener asked, then on or failed by its answer */
  privateCall(name, o, original, callback) {
    if (this.privacy.agreed || typeof this.privacy.listener !== 'function') return original(o)
    this.privacy.asked.push(name)
    let answered = false
    const resolve = (option = {}) => {
      this.touch()
      if (option.event === 'exposureAuthorization') return void this.privacy.exposures++
      if (answered) return
      answered = true
      if (option.event === 'agree') {
        // WeChat checks that the agree button of this id was tapped
        if (!this.privacy.tapped.has(option.buttonId)) {
          this.recordError(
            'privacy',
            new Error(`resolve({ event: 'agree', buttonId: '${option.buttonId}' }) without a tap on that agreePrivacyAuthorization button`),
          )
          return void callback(name, o, { errMsg: `${name}:fail privacy permission is not authorized`, errno: 104 }, true)
        }
        this.privacy.agreed = true
        return void this.guard(`${name} after agreement`, () => original(o))
      }
      callback(name, o, { errMsg: `${name}:fail privacy permission is not authorized`, errno: 104 }, true)
    }
    setTimeout(() => this.guard('onNeedPrivacyAuthorization listener', () => this.privacy.listener(resolve, { referrer: name })), 0)
    return undefined
  }

  /** wx.request, forwarded to the test server: the API base's origin becomes server.origin */

  /** wx.request, forwarded to the test server (toServerUrl) */
  request(o = {}) {
    const server = this.options.server
    const method = String(o.method || 'GET').toUpperCase()
    const header = Object.fromEntries(Object.entries(o.header || {}).map(([k, v]) => [k.toLowerCase(), String(v)]))
    let url = String(o.url)
    if (server) url = toServerUrl(url, server.origin, this.requestBases)
    let body
    if (o.data !== undefined && o.data !== null) {
      if (method === 'GET') {
        if (typeof o.data === 'object') {
          const qs = Object.entries(o.data)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
            .join('&')
          if (qs) url += (url.includes('?') ? '&' : '?') + qs
        } else url += (url.includes('?') ? '&' : '?') + o.data
      } else if (typeof o.data === 'string' || o.data instanceof ArrayBuffer) body = o.data
      else if ((header['content-type'] || 'application/json').includes('json')) body = JSON.stringify(o.data)
      else
        body = Object.entries(o.data)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
          .join('&')
    }
    const record = { method, path: url.replace(/^https?:\/\/[^/]+/, '').split('?')[0], url, status: undefined, code: undefined }
    this.requests.push(record)
    const controller = new AbortController()
    const timeout = setTimeout(() => controller.abort(), o.timeout || 60000)
    timeout.unref?.()
    this.inFlight++
    this.touch()
    const finish = (ok, res) => {
      clearTimeout(timeout)
      this.inFlight--
      this.touch()
      if (this.closed) return
      this.guard('request callback', () => (ok ? o.success?.(res) : o.fail?.(res)))
      this.guard('request callback', () => o.complete?.(res))
    }
    const sent = server
      ? fetch(url, { method, headers: header, body, signal: controller.signal })
      : Promise.reject(new Error('no server given to launch()'))
    sent
      .then(async (r) => {
        const text = await r.text()
        // a slower network for chosen calls: answers arrive in another order than they were asked
        const delay = this.options.answerDelay?.(record) || 0
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
        let data = text
        if ((o.dataType || 'json') === 'json') {
          try {
            data = this.json.parse(text)
          } catch {
            data = text
          }
        }
        record.status = r.status
        record.code = data && typeof data === 'object' ? data.code : undefined
        finish(true, { errMsg: 'request:ok', statusCode: r.status, data, header: Object.fromEntries(r.headers), cookies: [] })
      })
      .catch((e) => {
        record.error = e.message
        finish(false, { errMsg: `request:fail ${e.message}`, errno: 600001 })
      })
    return {
      abort: () => controller.abort(),
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    }
  }

  /** the picker's answer: temp paths (as WeChat's wxfile://tmp_...) standing for real files */
  pickPhotos(count = 9) {
    const files = (this.options.photos || [PHOTO_FIXTURE]).slice(0, Math.max(1, count))
    return files.map((file) => {
      const temp = `wxfile://tmp_${this.tempFiles.size + 1}${path.extname(file)}`
      this.tempFiles.set(temp, file)
      return { path: temp, size: fs.statSync(file).size }
    })
  }

  /** wx.uploadFile: the picked file as multipart field `name` plus formData, to the test server */
  uploadFile(o = {}) {
    const url = this.options.server ? toServerUrl(String(o.url), this.options.server.origin, this.requestBases) : String(o.url)
    const record = { method: 'POST', path: url.replace(/^https?:\/\/[^/]+/, '').split('?')[0], url, status: undefined, code: undefined }
    this.requests.push(record)
    this.inFlight++
    this.touch()
    const finish = (ok, res) => {
      this.inFlight--
      this.touch()
      if (this.closed) return
      this.guard('uploadFile callback', () => (ok ? o.success?.(res) : o.fail?.(res)))
      this.guard('uploadFile callback', () => o.complete?.(res))
    }
    const file = this.tempFiles.get(o.filePath)
    const sent = (async () => {
      if (!this.options.server) throw new Error('no server given to launch()')
      if (!file) throw new Error(`file not found ${o.filePath}`)
      const form = new FormData()
      for (const [k, v] of Object.entries(o.formData || {})) form.append(k, String(v))
      form.append(o.name, new Blob([fs.readFileSync(file)]), path.basename(file))
      const header = Object.fromEntries(Object.entries(o.header || {}).filter(([k]) => k.toLowerCase() !== 'content-type'))
      return fetch(url, { method: 'POST', headers: header, body: form })
    })()
    sent
      .then(async (r) => {
        const data = await r.text() // WeChat answers the body as a string
        record.status = r.status
        record.code = (() => {
          try {
            return JSON.parse(data).code
          } catch {
            return undefined
          }
        })()
        finish(true, { errMsg: 'uploadFile:ok', statusCode: r.status, data })
      })
      .catch((e) => {
        record.error = e.message
        finish(false, { errMsg: `uploadFile:fail ${e.message}` })
      })
    const noop = () => undefined
    return { abort: noop, onProgressUpdate: noop, offProgressUpdate: noop, onHeadersReceived: noop, offHeadersReceived: noop }
  }

  // ---- what tests use
  isBusy() {
    if (this.inFlight > 0 || this.navPending > 0) return true
    for (const t of this.timers.values()) if (t.busy) return true
    return false
  }

  /** resolves once no request, short timer or navigation is under way and nothing happened for a moment */
  async settle(timeoutMs = DEFAULT_SETTLE_MS) {
    const until = Date.now() + timeoutMs
    for (;;) {
      await new Promise((r) => setTimeout(r, 10))
      if (!this.isBusy() && Date.now() - this.lastActivity >= QUIET_MS) break
      if (Date.now() > until) {
        this.scanOpenPages()
        this.throwNewErrors()
        throw new Error(
          `${this.site}: still busy after ${timeoutMs} ms (${this.inFlight} request(s), ${this.navPending} navigation(s) under way)`,
        )
      }
    }
    this.scanOpenPages()
    this.throwNewErrors()
  }

  /** waits (settling in between) until predicate() is truthy */
  async waitFor(predicate, what = 'condition', timeoutMs = DEFAULT_SETTLE_MS) {
    const until = Date.now() + timeoutMs
    for (;;) {
      await this.settle(timeoutMs)
      const value = predicate()
      if (value) return value
      if (Date.now() > until) throw new Error(`${this.site}: timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  pageView(page) {
    if (!page) return undefined
    const view = treeView(page, this.tags, this.attributes)
    // defineProperty keeps these getters (Object.assign would copy the value of this moment)
    Object.defineProperty(view, 'title', { get: () => page.$title, enumerable: true })
    /** the page asked WeChat to hide its home button (wx.hideHomeButton) */
    Object.defineProperty(view, 'homeButtonHidden', { get: () => !!page.$homeButtonHidden, enumerable: true })
    return Object.assign(view, { route: page.route, query: page.options, instance: page })
  }

  /** the page on top of the stack */
  currentPage() {
    return this.pageView(this.stack.at(-1))
  }

  /** the pages of the stack, bottom first */
  pages() {
    return this.stack.map((p) => this.pageView(p))
  }

  /** the device storage as key -> value: launch(site, { storage }) of a later launch starts with it */
  storageSnapshot() {
    return Object.fromEntries([...this.storage].map(([k, v]) => [k, JSON.parse(v)]))
  }

  /** the custom tab bar of the current page (tab pages only) */
  tabBar() {
    const bar = this.stack.at(-1)?.$tabBar
    return bar ? treeView(bar, this.tags, this.attributes) : undefined
  }

  /**
   * Taps a node from find(): Taro's `eh` for the innermost element and each ancestor, as WeChat
   * bubbles `tap` (Taro batches them and runs the handlers once the outermost has been called).
   */
  async tap(node, { type = 'tap', detail = { x: 1, y: 1 } } = {}) {
    if (!node) throw new Error('tap(): no node (find() found nothing?)')
    this.dispatch(node, type, detail)
    // a <button open-type="agreePrivacyAuthorization"> also fires its agree event, as WeChat does
    const agree = [node.node, ...node.ancestors].find((n) => Object.values(n).includes('agreePrivacyAuthorization'))
    if (type === 'tap' && agree) {
      this.privacy.tapped.add(agree.uid || agree.sid)
      this.dispatch(
        { ...node, node: agree, ancestors: node.ancestors.slice(node.ancestors.indexOf(agree) + 1) },
        'agreeprivacyauthorization',
        {},
      )
    }
    await this.settle()
  }

  /** types into an input node (find() it, e.g. mp.currentPage().nodes((n) => n.tag === 'input')[0]) */
  async input(node, value) {
    this.dispatch(node, 'input', { value, cursor: String(value).length, keyCode: 0 })
    await this.settle()
  }

  dispatch(node, type, detail) {
    const chain = [node.node, ...node.ancestors].filter((n) => n.v === undefined && n.sid)
    const target = { id: chain[0]?.uid || chain[0]?.sid, dataset: { sid: chain[0]?.sid } }
    for (const n of chain) {
      const event = {
        type,
        timeStamp: Date.now(),
        target,
        currentTarget: { id: n.uid || n.sid, dataset: { sid: n.sid } },
        detail: { ...detail },
        touches: [],
        changedTouches: [],
        mark: {},
        mut: false,
      }
      const eh = node.owner.eh
      if (typeof eh !== 'function') throw new Error('the page has no eh event handler (not a Taro page?)')
      this.guard(`${type} on ${node.text || node.tag}`, () => eh.call(node.owner, event))
    }
    this.touch()
  }

  /** asks for a navigation as package code would (wx.navigateTo etc.), then waits until idle */
  async navigate(url, type = 'navigateTo') {
    this.wx[type]({ url })
    await this.settle()
  }

  async back(delta = 1) {
    this.wx.navigateBack({ delta })
    await this.settle()
  }

  close() {
    if (this.closed) return
    while (this.stack.length) this.unload(this.stack.pop())
    for (const page of this.tabPages.values()) this.unload(page)
    this.closed = true
    if (this.onRejection) process.off('unhandledRejection', this.onRejection)
    for (const handle of this.timers.keys()) {
      clearTimeout(handle)
      clearInterval(handle)
    }
    this.timers.clear()
  }
}
