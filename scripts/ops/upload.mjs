/** ops upload: one site's mini-program package to WeChat as a new development version. */
import { DESC_MAX, KEY_ENV, checkDesc, checkVersion, parseOptions, publish, publishOptions, PUBLISH_SPEC } from './lib.mjs'

export const summary = 'upload one site’s mini-program package to WeChat (a new development version)'

export const help = `npm run ops -- upload --site <code> --version <semver> --desc <text> [--robot N] [--env <api env>] [--local-preview] [--key <path>] [--dry-run]

  --site      site code (sites/<code>.json); the appid comes from there
  --version   semantic version, e.g. 1.4.0
  --desc      what the version changes, at most ${DESC_MAX} characters
  --robot     miniprogram-ci robot 1-30 (WeChat's default: 1)
  --env       API environment the package is stamped for: production (default), test,
              regionalProduction; development and local only with --local-preview
  --local-preview
              allow a package a phone cannot use (localhost, a private host): DevTools only
  --key       upload private key file; default $${KEY_ENV}_<SITE> (e.g. ${KEY_ENV}_CD_CITY), then $${KEY_ENV}
  --project   upload this built package folder as it is instead of dist/weapp/<site> (no build)
  --dry-run   everything but the network call: build if stale, sizes, syntax for old phones,
              miniprogram-ci's analyseCode/checkCodeQuality, what would be sent and the
              request/uploadFile/downloadFile domains to register in the WeChat console

Arguments, the API bases (https:// on a public host) and the key are checked before anything is
built; a problem is one line and exit 2.
Exit 1 when a check fails (build, sizes, analysis) or WeChat refuses the upload.`

const SPEC = { ...PUBLISH_SPEC, version: 'string' }

export async function run(argv, ctx) {
  const opts = parseOptions(argv, SPEC)
  if (opts.help) return (ctx.out(help), 0)
  const { site, version, desc, robot, env, warnings, project, key, dryRun } = publishOptions(opts, ctx, () => ({
    version: checkVersion(opts.version),
    desc: checkDesc(opts.desc, { required: true }),
  }))
  return publish(
    {
      kind: 'upload',
      site,
      env,
      warnings,
      key,
      dryRun,
      project,
      fields: { version, desc, robot },
      call: (ci, common) => ci.upload({ ...common, version, desc, robot }),
      done: () => (ctx.out(`uploaded ${site.siteCode} ${version}: set it as the trial or submit it for review on mp.weixin.qq.com`), 0),
    },
    ctx,
  )
}
