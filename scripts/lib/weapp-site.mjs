/**
 * What a site's mini-program package carries and whom it talks to (issue 24). The one weapp
 * compile holds no API environment: the stamp chooses it (scripts/lib/weapp-stamp.mjs), so one
 * compile serves every environment. The package's site is the site's JSON cut down to the fields
 * the mini-program reads and the chosen environment's bases only (no test accounts, remarks or
 * other environments); those bases must be https:// on a public host a phone can reach, and they
 * are the domains to register in the WeChat console.
 */
import { BlockList, isIP } from 'node:net'

export const API_ENVS = ['development', 'test', 'production', 'regionalProduction', 'local']
/** what `npm run build` and `npm run ops` stamp a mini-program for when no --env is given */
export const WEAPP_DEFAULT_ENV = 'production'
/** environments whose bases are a developer's machine: a package for them is only a local preview */
export const LOCAL_ENVS = ['development', 'local']
export const LOCAL_PREVIEW_FLAG = '--local-preview'

/**
 * The sites/<code>.json fields the mini-program reads: `__SITE__.<field>` in src/ (the build-scripts
 * test keeps this list in step), and what the functions given the whole `__SITE__` read:
 * selectHomeLayout and siteHasSection (siteCode, regionCode, siteVersion, useNewMenu),
 * showsHeritageBases/tilesFor (siteVersion), siteTitle (name, english, appTitle), the page-stay
 * tracker (siteCode, regionCode, pageStayStats), the i18n set-up (languages, defaultLanguage).
 * Left out: testAccounts and remarks (operators' notes), localSiteCode, appid (project.config.json
 * carries it), state (the server answers a paused site), siteLogo, complaintAcceptHours (the
 * server's), mapTiles (the H5 map only). H5 is not cut: its page is stamped from the whole file.
 */
export const WEAPP_SITE_FIELDS = [
  'siteCode',
  'name',
  'english',
  'appTitle',
  'regionCode',
  'siteVersion',
  'useNewMenu',
  'languages',
  'defaultLanguage',
  'themeColor',
  'skin',
  'footer',
  'h5Domain',
  'api',
  'vConsole',
  'betaStatus',
  'sm4Key',
  'partnerLogin',
  'shopUrl',
  'siteIntroduce',
  'bookingSmsCode',
  'pageStayStats',
]

/**
 * The site as its package carries it: the read fields only, `api` with the chosen environment
 * alone (src/platform/stamped-site.ts takes that one key as the package's environment).
 */
export function packageSite(site, env) {
  const bases = site.api?.[env]
  if (!bases) throw new Error(`${site.siteCode}: sites/${site.siteCode}.json has no api.${env}`)
  const out = {}
  for (const field of WEAPP_SITE_FIELDS) if (site[field] !== undefined) out[field] = site[field]
  out.api = { [env]: bases }
  return out
}

/** what the mini-program does with each base of an environment (types/site.ts SiteApiBases) */
const BASE_USES = {
  // the contract API; root-relative media addresses resolve to its origin (src/kit/media-url)
  main: ['request', 'downloadFile'],
  // the worship/media API and its files
  worship: ['request', 'downloadFile'],
  electricity: ['request'],
  electricityPay: ['request'],
  commentary: ['request'],
  // page-stay records, sent with wx.request (src/platform/beacon)
  analytics: ['request'],
  // wx.uploadFile (src/platform/upload); what is uploaded is shown from there
  upload: ['uploadFile', 'downloadFile'],
}
export const DOMAIN_KINDS = ['request', 'uploadFile', 'downloadFile']

/** every address of the package's environment the app calls: its bases and an absolute shop base */
function packageAddresses(site, env) {
  const bases = Object.entries(site.api?.[env] || {}).map(([key, url]) => ({ key, url }))
  // a relative shopUrl resolves against the main base (src/features/shop); an absolute one is its own host
  if (/^[a-z][a-z0-9+.-]*:/i.test(site.shopUrl || '')) bases.push({ key: 'shopUrl', url: site.shopUrl, uses: ['request'] })
  return bases.map((b) => ({ ...b, uses: b.uses || BASE_USES[b.key] || ['request'] }))
}

/** loopback, private, link-local, shared and unique-local ranges: a phone never reaches them */
const PRIVATE_RANGES = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
])
  PRIVATE_RANGES.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
])
  PRIVATE_RANGES.addSubnet(net, bits, 'ipv6')

/** names that only resolve inside a machine or a local network */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i
/** RFC 2606's names for documentation and tests (the demo sites' hosts): never a real server */
const DOCUMENTATION_NAME = /(^|\.)(example|test|invalid)$|(^|\.)example\.(com|net|org)$/i

/**
 * Can a phone reach `url` as a mini-program base? WeChat calls only https:// and only registered
 * domain names (never an IP address, localhost or a LAN name).
 * → { ok: true } | { ok: true, warning } (a documentation name: fine for a demo, not for review)
 *   | { ok: false, reason }
 */
export function checkPublicBase(url) {
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, reason: 'not an absolute https:// address' }
  }
  if (parsed.protocol !== 'https:') return { ok: false, reason: `${parsed.protocol}// instead of https://` }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '')
  const family = isIP(host)
  if (family) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)
    const isPrivate = mapped ? PRIVATE_RANGES.check(mapped[1], 'ipv4') : PRIVATE_RANGES.check(host, family === 6 ? 'ipv6' : 'ipv4')
    return { ok: false, reason: isPrivate ? 'a loopback or private address' : 'an IP address (WeChat takes domain names only)' }
  }
  if (LOCAL_NAME.test(host)) return { ok: false, reason: 'a local name (localhost, .local, a LAN name)' }
  if (!host.includes('.')) return { ok: false, reason: 'not a public host name' }
  if (DOCUMENTATION_NAME.test(host)) return { ok: true, warning: 'a documentation name (RFC 2606): no phone reaches it' }
  return { ok: true }
}

/** the origin WeChat's domain list takes: https://host[:port] */
const originOf = (url) => {
  try {
    const { protocol, host } = new URL(url)
    return /^https?:$/.test(protocol) ? `${protocol}//${host}` : ''
  } catch {
    return ''
  }
}

/**
 * The request, uploadFile and downloadFile domains a site's package needs registered
 * (mp.weixin.qq.com → 开发管理 → 开发设置 → 服务器域名). Relative bases (env local) have none.
 * → { request: [origin], uploadFile: [...], downloadFile: [...] }, each sorted
 */
export function weappDomains(site, env) {
  const domains = Object.fromEntries(DOMAIN_KINDS.map((kind) => [kind, new Set()]))
  for (const { url, uses } of packageAddresses(site, env)) {
    const origin = originOf(url)
    if (origin) for (const kind of uses) domains[kind].add(origin)
  }
  return Object.fromEntries(DOMAIN_KINDS.map((kind) => [kind, [...domains[kind]].sort()]))
}

/** the domains as aligned lines, one per kind */
export function domainLines(domains, indent = '  ') {
  const width = Math.max(...DOMAIN_KINDS.map((k) => k.length))
  return DOMAIN_KINDS.map((kind) => `${indent}${kind.padEnd(width)}  ${domains[kind].join(' ') || '(none)'}`)
}

/**
 * Whether packages of these sites may be stamped for `env`. A local environment needs the
 * explicit local-preview flag; every base must pass checkPublicBase unless it is a local preview.
 * → { refusal: one line | undefined, warnings: [one line] } (a warning line per kind, not per site)
 */
export function weappEnvVerdict(sites, env, { localPreview = false } = {}) {
  const warnings = []
  if (LOCAL_ENVS.includes(env)) {
    const calls = [...new Set(sites.map((s) => s.api?.[env]?.main).filter(Boolean))].join(', ')
    if (!localPreview)
      return {
        refusal: `--env ${env} makes a package that calls ${calls || 'the local server'}, which no phone reaches: use --env production (the default), or add ${LOCAL_PREVIEW_FLAG} for a preview in WeChat DevTools`,
        warnings,
      }
    warnings.push(
      `warning: local preview: the package calls ${calls}; only WeChat DevTools with domain checks off reaches it. Never upload it for review`,
    )
  }
  const refused = []
  const documentation = new Set()
  for (const site of sites) {
    if (!site.api?.[env]) {
      refused.push(`${site.siteCode} has no api.${env}`)
      continue
    }
    for (const { key, url } of packageAddresses(site, env)) {
      const verdict = checkPublicBase(url)
      if (!verdict.ok) refused.push(`${site.siteCode} ${key} ${url} is ${verdict.reason}`)
      else if (verdict.warning) documentation.add(new URL(url).hostname)
    }
  }
  if (refused.length && !localPreview && !LOCAL_ENVS.includes(env))
    return { refusal: `api.${env} bases a phone cannot reach: ${refused.join('; ')} (sites/<code>.json)`, warnings }
  if (refused.length && !LOCAL_ENVS.includes(env)) warnings.push(`warning: local preview: ${refused.join('; ')}`)
  if (documentation.size)
    warnings.push(
      `warning: api.${env} uses documentation hosts no phone reaches (${[...documentation].sort().join(', ')}): fine for a demo, not for review`,
    )
  return { refusal: undefined, warnings }
}
