/**
 * Complaints end to end on cd-city (issue 13 A, docs/contract-complaints.md): the demo user files a
 * complaint with a photo, a place picked on /complain-place (the form's draft survives the trip) and a
 * voice recording (Chromium's fake microphone), lands on /complain-success, sees it pending on
 * /user-complain; the demo operator (13800000004) accepts and closes it through the operator API; the
 * visitor sees the timeline move (submitted → accepted → processed), rates the handling, and finds the
 * operator's messages in the message centre.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { apiSession, fill, PHONE, shown, smsLogin, snap, tid, useServerAndBrowser, png } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'
/** the demo operator (13800000004) signs in the way the app does and acts through the operator API */
async function operatorSession() {
  const { token, post } = await apiSession(e2e.server, SITE)
  return {
    list: async (params = {}) => e2e.server.api('res/api/complaints/operator/list', { siteCode: SITE, token, pageSize: 50, ...params }),
    act: (action, id, content) => post(`res/api/complaints/operator/${action}`, { id: String(id), content }),
  }
}

/** Taro's H5 picker: open it, take the value it offers (today, or the time shown) */
async function pickDefault(page, id) {
  await shown(page, tid(id)).click()
  const confirm = page.locator('.weui-picker__action:visible').last()
  await confirm.waitFor({ timeout: 20000 })
  await confirm.click()
}

test('file a complaint with a photo, a place and a voice note → pending → the operator accepts and closes it → the visitor sees the timeline and rates it', async () => {
  const page = await (await e2e.browser.newContext({ ...PHONE, permissions: ['microphone'] })).newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await smsLogin(e2e.server, page, { site: SITE, redirect: '/complain-save' })
  await page.waitForURL(/\/complain-save$/, { timeout: 30000 })
  await shown(page, tid('complaint-form')).waitFor({ timeout: 30000 })

  // nothing filled: the spec's first message, no call
  await shown(page, tid('complaint-submit')).click()
  await page.getByText('请填写姓名！').first().waitFor({ timeout: 10000 })

  await fill(page, 'complaint-name', '张伟')
  await shown(page, tid('complaint-type-PRICE')).click()
  await fill(page, 'complaint-respondent', '宽窄巷子某茶馆')

  // the place picker and back: what was typed stays
  await shown(page, tid('complaint-place')).click()
  await page.waitForURL(/\/complain-place$/, { timeout: 30000 })
  const pick = shown(page, '[data-testid^="place-pick-"]:not([data-testid="place-pick-centre"])')
  await pick.waitFor({ timeout: 40000 })
  const placeRow = pick.locator('xpath=..')
  const placeName = (await placeRow.locator('.cp-place__name').first().textContent()).trim()
  await snap(page, 'complaints-place')
  await pick.click()
  await page.waitForURL(/\/complain-save$/, { timeout: 30000 })
  assert.match(await shown(page, tid('complaint-place')).textContent(), new RegExp(placeName))
  assert.equal(await shown(page, `${tid('complaint-name')} input`).inputValue(), '张伟')

  await fill(page, 'complaint-address', '青羊区宽巷子22号')
  await pickDefault(page, 'complaint-day')
  await pickDefault(page, 'complaint-clock')
  await fill(page, 'complaint-reason', '变相强制消费')
  await fill(page, 'complaint-content', '入座后才告知每人最低消费88元，要求离开时被阻拦。')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 40000 }),
    shown(page, tid('complaint-add-photo')).click(),
  ])
  await chooser.setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() })
  await shown(page, tid('complaint-photo')).waitFor({ timeout: 30000 })

  // a voice note: Chromium's fake microphone, the one uploader, saveAudio
  await shown(page, tid('complaint-voice-link')).click()
  await page.waitForURL(/\/complain-voice$/, { timeout: 30000 })
  await shown(page, tid('voice-start')).click()
  await shown(page, tid('voice-stop')).waitFor({ timeout: 20000 })
  await page.waitForTimeout(2500)
  await shown(page, tid('voice-stop')).click()
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="complaint-voice"]')].some((el) => el.dataset.phase === 'saved'),
    null,
    {
      timeout: 30000,
    },
  )
  await shown(page, tid('voice-use')).click()
  await page.waitForURL(/\/complain-save$/, { timeout: 30000 })
  await shown(page, tid('complaint-audio')).waitFor({ timeout: 20000 })
  await snap(page, 'complaints-form')

  await shown(page, tid('complaint-submit')).click()
  await page.waitForURL(/\/complain-success\?id=\d+$/, { timeout: 30000 })
  const id = Number(new URL(page.url()).searchParams.get('id'))
  await shown(page, tid('complaint-success')).getByText('我们会尽快处理您的投诉，请保持电话畅通').waitFor({ timeout: 20000 })
  await snap(page, 'complaints-success')
  await shown(page, tid('complaint-success-mine')).click()

  await page.waitForURL(/\/user-complain$/, { timeout: 30000 })
  const row = shown(page, tid(`complaint-${id}`))
  await row.waitFor({ timeout: 30000 })
  assert.equal(await row.getAttribute('data-status'), 'pending')
  await snap(page, 'complaints-mine')

  // the operator's side of the timeline
  const operator = await operatorSession()
  const listed = (await operator.list({ status: 'pending' })).datas.find((c) => c.id === id)
  assert.equal(listed?.overdue, false)
  assert.equal((await operator.act('reply', id, '先回复')).message, '请先受理该投诉，再回复或办结。')
  assert.equal((await operator.act('accept', id, '已受理，正在联系商家核实。')).code, 0)
  assert.equal((await operator.act('accept', id, '')).message, '该投诉已受理。')
  const closed = await operator.act('close', id, '商家已退还最低消费差额，街区管委会已约谈商家。')
  assert.equal(closed.code, 0, closed.message)
  assert.equal(closed.data.status, 'processed')

  // the visitor sees it move and rates it
  await row.click()
  await page.waitForURL(new RegExp(`/complain-detail/${id}$`), { timeout: 30000 })
  const timeline = shown(page, tid('complaint-timeline'))
  await timeline.waitFor({ timeout: 30000 })
  assert.deepEqual(await timeline.locator('[data-action]').evaluateAll((els) => els.map((el) => el.dataset.action)), [
    'submitted',
    'accepted',
    'processed',
  ])
  assert.match(await timeline.textContent(), /商家已退还最低消费差额/)
  assert.match(await timeline.textContent(), /成都市文旅局投诉受理中心 王敏/)
  await shown(page, tid('complaint-detail-audio')).waitFor({ timeout: 10000 })
  await shown(page, tid('complaint-feedback')).waitFor({ timeout: 20000 })
  await shown(page, tid('feedback-stars')).locator('.nut-rate-item').nth(4).click()
  await fill(page, 'feedback-text', '处理及时，结果满意')
  await shown(page, tid('feedback-submit')).click()
  const rated = shown(page, tid('complaint-rated'))
  await rated.waitFor({ timeout: 30000 })
  assert.equal(await rated.getAttribute('data-score'), '5')
  assert.equal(await shown(page, '[data-testid="complaint-timeline"] [data-action]').last().getAttribute('data-action'), 'rated')
  await snap(page, 'complaints-detail')

  // the operator's steps reached the message centre
  await page.goto(e2e.server.siteUrl(SITE, '/message-center'))
  await page.getByText('您的投诉已处理完毕').first().waitFor({ timeout: 30000 })
  assert.deepEqual(errors, [])
  await page.context().close()
})
