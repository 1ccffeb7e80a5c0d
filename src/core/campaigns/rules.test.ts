/** The campaign record's one check (server before writing, app before drawing), the named routes' codes, the countdown. */
import type { CampaignInput, CampaignSection } from './contract'
import { campaignCodeOfPath, countdownParts, NAMED_CAMPAIGN_ROUTES, sectionProblem, validateCampaign } from './rules'

const record = (sections: CampaignSection[]): CampaignInput => ({
  code: 'summer-night-tour',
  title: '夏夜成都 · 夜游节',
  startTime: '2026-07-01T00:00:00Z',
  endTime: '2026-08-31T00:00:00Z',
  sections,
})
const banner: CampaignSection = { kind: 'banner', title: '夜游节', image: '/api/demo/pictures/river-1.svg' }

test('a record of every kind passes', () => {
  expect(
    validateCampaign(
      record([
        banner,
        {
          kind: 'richText',
          blocks: [
            { type: 'heading', text: '怎么玩' },
            { type: 'list', items: ['灯光秀', '夜市'] },
          ],
        },
        { kind: 'places', title: '去处', layout: 'waterfall', placeIds: [1, 2], notes: { '1': '19:30 开始' } },
        { kind: 'map', title: '地图', placeIds: [1] },
        { kind: 'articles', title: '资讯', source: 'news', ids: [3] },
        { kind: 'entries', title: '选手', voteId: 9, limit: 6 },
        { kind: 'countdown', title: '距闭幕', until: '2026-08-31T00:00:00Z', doneText: '已闭幕' },
        { kind: 'share', title: '分享', text: '一起去夜游' },
      ]),
    ),
  ).toBeNull()
})

test('refusals name the section and the rule', () => {
  expect(validateCampaign(record([banner, { kind: 'html' } as never]))).toEqual({
    key: 'error.sectionKind',
    params: { kind: 'html', index: 2 },
  })
  expect(validateCampaign(record([{ ...banner, image: 'javascript:alert(1)' } as CampaignSection]))?.key).toBe('error.picture')
  expect(validateCampaign(record([{ ...banner, image: 'data:image/svg+xml,<svg onload=x>' } as CampaignSection]))?.key).toBe(
    'error.picture',
  )
  expect(validateCampaign(record([{ kind: 'places', title: '去处', layout: 'list', placeIds: [] }]))?.key).toBe('error.ids')
  expect(
    validateCampaign(record([{ kind: 'places', title: '去处', layout: 'list', placeIds: Array.from({ length: 31 }, (_, i) => i + 1) }]))
      ?.key,
  ).toBe('error.ids')
  expect(validateCampaign(record([{ kind: 'richText', blocks: [{ type: 'script', text: 'x' } as never] }]))?.key).toBe('error.richText')
  expect(validateCampaign(record([{ kind: 'entries', title: '选手', voteId: 9, limit: 21 }]))?.key).toBe('error.limit')
  expect(validateCampaign(record([{ kind: 'countdown', title: '倒计时', until: 'soon', doneText: '到了' }]))?.key).toBe('error.countdown')
  expect(validateCampaign({ ...record([banner]), code: 'Bad Code' })?.key).toBe('error.code')
  expect(validateCampaign({ ...record([banner]), endTime: '2026-06-01T00:00:00Z' })?.key).toBe('error.window')
  expect(validateCampaign(record([]))?.key).toBe('error.sections')
  expect(sectionProblem(null)?.key).toBe('error.sectionKind')
})

test('each named route shows the campaign of its own code; the sub-pages theirs', () => {
  expect(NAMED_CAMPAIGN_ROUTES).toHaveLength(13)
  expect(campaignCodeOfPath('/winter-guide')).toBe('winter-guide')
  expect(campaignCodeOfPath('/spring-festival-xj?from=share')).toBe('spring-festival-xj')
  expect(campaignCodeOfPath('/campaign/summer-night-tour')).toBe('summer-night-tour')
  expect(campaignCodeOfPath('/player-list/skills-competition')).toBe('skills-competition')
  expect(campaignCodeOfPath('/winter-scenic-desc/12')).toBe('winter-guide')
  expect(campaignCodeOfPath('/news-list')).toBeUndefined()
})

test('the countdown: days, hours and minutes left, rounded up to the minute; null once reached', () => {
  const now = Date.parse('2026-07-01T00:00:00Z')
  expect(countdownParts(now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 1, now)).toEqual({ days: 2, hours: 3, minutes: 5 })
  expect(countdownParts(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 1 })
  expect(countdownParts(now, now)).toBeNull()
  expect(countdownParts(Number.NaN, now)).toBeNull()
})
