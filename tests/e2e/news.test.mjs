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

test('an image news: a tap on a picture opens the full-screen viewer, fetched only then; it swipes and a tap closes it', async () => {
  const list = await e2e.server.api('res/api/content/list', { siteCode: 'cd-city', channelCode: 'all', pageSize: '50' })
  const gallery = list.datas.find((n) => n.contentType === 'IMAGE' && n.imageUrls.length > 1)
  assert.ok(gallery, 'the seed has an image news with two pictures or more')
  const page = await open(`/news-detail/${gallery.id}`)
  const scripts = []
  page.on('request', (req) => req.url().endsWith('.js') && scripts.push(req.url()))
  const figures = page.locator(`${tid('news-images')} .news-detail__figure`)
  await figures.first().waitFor({ timeout: 20000 })
  await page.waitForLoadState('networkidle')
  assert.equal(scripts.filter((s) => /preview-image/.test(s)).length, 0, 'the viewer is not fetched with the page')

  await figures.first().click()
  const viewer = page.locator('.preview-image')
  await viewer.locator('.swiper-slide-active img').waitFor({ timeout: 20000 })
  assert.ok(
    scripts.some((s) => /preview-image/.test(s)),
    'the viewer came as its own chunk on the tap',
  )
  const shown = () => viewer.locator('.swiper-slide-active img').getAttribute('src')
  assert.match(await shown(), new RegExp(`${gallery.imageUrls[0].url.split('/').pop()}$`))

  // a swipe to the left brings the second picture
  const box = await viewer.boundingBox()
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 })
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 })
  await page.mouse.up()
  await page.waitForFunction(
    (url) => document.querySelector('.preview-image .swiper-slide-active img')?.getAttribute('src')?.endsWith(url),
    gallery.imageUrls[1].url.split('/').pop(),
  )
  await snap(page, 'news-image-preview')
  await viewer.click()
  await viewer.waitFor({ state: 'detached' })
})
