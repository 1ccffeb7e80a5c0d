/**
 * News end to end on cd-city (needs its H5 build): the NEWS tab opens /news-list/all, the list
 * loads the next page near the bottom until "no more", a channel tab narrows it, an item opens
 * /news-detail/{id}, and an id of another site shows the server's message.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })

/** news pages live on the default site */
const open = (path) => e2e.open('cd-city', path)

test('NEWS tab → /news-list/all, paged to the end, channel tab, item → detail', async () => {
  const all = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'all', pageSize: '50' })
  assert.ok(all.page.total > 10, 'seed gives more than one page')
  const page = await open('/index')
  await page.locator(tid('tab-item-NEWS')).click()
  await page.waitForURL(/\/news-list\/all$/)
  const items = page.locator(`${tid('news-list')} [data-testid^="news-item-"]`)
  await items.nth(9).waitFor({ timeout: 20000 })
  assert.equal(await items.count(), 10, 'page 1 holds 10')
  for (let i = 0; i < 10 && (await page.locator(tid('list-no-more')).count()) === 0; i++) {
    await page.mouse.wheel(0, 4000)
    await page.waitForTimeout(500)
  }
  await page.locator(tid('list-no-more')).waitFor({ timeout: 10000 })
  assert.equal(await items.count(), all.page.total)
  await snap(page, 'news-list')

  await page.locator(tid('news-channel-notice')).click()
  await page.waitForFunction(() => document.querySelector('[data-testid="news-list"]')?.getAttribute('data-channel') === 'notice')
  const notice = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'notice' })
  await page.locator(tid(`news-item-${notice.datas[0].id}`)).waitFor()
  assert.equal(await items.count(), notice.page.total)

  await page.locator(tid(`news-item-${notice.datas[0].id}`)).click()
  await page.waitForURL(new RegExp(`/news-detail/${notice.datas[0].id}$`))
  const detail = page.locator(`${tid('news-detail')}[data-state="ready"]`)
  await detail.waitFor({ timeout: 20000 })
  assert.equal(await detail.getAttribute('data-id'), String(notice.datas[0].id))
  assert.equal(await page.locator(tid('news-title')).textContent(), notice.datas[0].title)
  assert.match(await page.locator(tid('news-like')).textContent(), /^点赞 \d+$/)
  await page.waitForTimeout(1000) // the H5 router slides the new page in; shoot after the transition
  await snap(page, 'news-detail')
})

test("another site's news id shows the server message on the detail page", async () => {
  const other = await e2e.server.api('res/api/content/list', { siteCode: 'intl-expo' })
  const id = other.datas[0].id
  const page = await open(`/news-detail/${id}`)
  const error = page.locator(tid('news-detail-error'))
  await error.waitFor({ timeout: 20000 })
  assert.match(await error.textContent(), new RegExp(`本站点没有 id 为 ${id} 的资讯`))
})
