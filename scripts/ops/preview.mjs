/** ops preview: one site's mini-program package as a preview QR code (WeChat's preview). */
import path from 'node:path'
import { DESC_MAX, KEY_ENV, ROOT, checkDesc, parseOptions, publish, publishOptions, PUBLISH_SPEC } from './lib.mjs'

export const summary = 'preview one site’s mini-program: WeChat answers a QR code for a phone'

export const help = `npm run ops -- preview --site <code> [--desc <text>] [--robot N] [--page <path>] [--qrcode <file>] [--env <api env>] [--local-preview] [--key <path>] [--dry-run]

  --site      site code (sites/<code>.json); the appid comes from there
  --desc      note shown with the preview, at most ${DESC_MAX} characters
  --robot     miniprogram-ci robot 1-30 (WeChat's default: 1)
  --page      page to open, e.g. pages/index/index (default: the home page)
  --qrcode    where to write the QR code image (default dist/.ops/preview-<site>.jpg)
  --env       API environment the package is stamped for: production (default), test,
              regionalProduction; development and local only with --local-preview
  --local-preview
              allow a package a phone cannot use (localhost, a private host): DevTools only
  --key       upload private key file; default $${KEY_ENV}_<SITE>, then $${KEY_ENV}
  --project   preview this built package folder as it is instead of dist/weapp/<site>
  --dry-run   everything but the network call (build if stale, sizes, syntax, offline
              analysis, the domains to register)

Exit 2 for a wrong argument or a missing key (checked before any build), 1 when a check fails.`

const SPEC = { ...PUBLISH_SPEC, page: 'string', qrcode: 'string' }

export async function run(argv, ctx) {
  const opts = parseOptions(argv, SPEC)
  if (opts.help) return (ctx.out(help), 0)
  const { site, desc, robot, env, warnings, project, key, dryRun } = publishOptions(opts, ctx, () => ({
    desc: checkDesc(opts.desc, { required: false }),
  }))
  const qrcode = path.resolve(opts.qrcode || path.join(ROOT, 'dist', '.ops', `preview-${site.siteCode}.jpg`))
  return publish(
    {
      kind: 'preview',
      site,
      env,
      warnings,
      key,
      dryRun,
      project,
      fields: { desc, robot, page: opts.page, 'qr code to': qrcode },
      call: async (ci, common) => {
        const { mkdirSync } = await import('node:fs')
        mkdirSync(path.dirname(qrcode), { recursive: true })
        return ci.preview({ ...common, desc, robot, pagePath: opts.page, qrcodeOutputDest: qrcode })
      },
      done: () => (ctx.out(`preview ready: scan ${qrcode} with WeChat (a developer or tester of ${site.appid})`), 0),
    },
    ctx,
  )
}
