import { PHONE, startServer, launchBrowser } from './harness.mjs'
const server = await startServer()
const browser = await launchBrowser()
const shots = [
  ['cd-city', '/index', 'cd-home'],
  ['sc-province', '/default-service', 'sc-services'],
  ['djy-scenic', '/index', 'djy-home'],
  ['xj-region', '/strategy-list', 'xj-strategy'],
  ['cd-city', '/time', 'cd-time'],
]
for (const [site, path, name] of shots) {
  const page = await (await browser.newContext(PHONE)).newPage()
  await page.goto(server.siteUrl(site, path))
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/work/shots/${name}.png` })
  console.log(name, page.url())
}
await browser.close()
await server.stop()
