import en from '../../../locales/en/complaints.json'
import {
  acceptDeadline,
  acceptHoursOf,
  DEFAULT_ACCEPT_HOURS,
  EMPTY_COMPLAINT,
  isOccurredAt,
  isOverdue,
  transition,
  validateComplaint,
  validateFeedback,
  validateRecord,
  type ComplaintForm,
} from './rules'
import { SICHUAN_REGIONS, variantPreset } from './variants'

const good: ComplaintForm = {
  ...EMPTY_COMPLAINT,
  name: '张伟',
  complaintType: 'PRICE',
  respondent: '锦里某小吃店',
  placeName: '锦里古街',
  longitude: 104.05,
  latitude: 30.645,
  address: '武侯祠大街231号',
  occurredAt: '2026-03-01 14:30',
  reason: '价格与标价不符',
  content: '标价15元的三大炮结账收了30元。',
}

const message = (key: string) => key.split('.').reduce<any>((o, k) => o?.[k], en)

describe('validateComplaint: the spec messages (rules-and-contract 5), in the form order', () => {
  it.each([
    ['name', { name: '  ' }, 'Please fill in your name!'],
    ['complaintType', { complaintType: '' }, 'Please select the type of complaint!'],
    ['respondent', { respondent: '' }, 'Please fill in the respondent!'],
    ['place', { placeName: '' }, 'Please choose a location!'],
    ['place', { longitude: null }, 'Please choose a location!'],
    ['address', { address: '' }, 'Please fill in the detailed address!'],
    ['occurredAt', { occurredAt: '' }, 'Please choose a time of occurrence!'],
    ['occurredAt', { occurredAt: '2026-02-30 10:00' }, 'Please choose a time of occurrence!'],
    ['reason', { reason: '' }, 'Please fill in the reason for the complaint!'],
    ['content', { content: ' ' }, 'Please fill in the specific comments!'],
  ])('%s missing → %s', (field, change, text) => {
    const problem = validateComplaint({ ...good, ...change } as ComplaintForm)
    expect(problem?.field).toBe(field)
    expect(message(problem!.key)).toBe(text)
  })

  it('a complete form passes; an empty one reports the name first', () => {
    expect(validateComplaint(good)).toBeNull()
    expect(validateComplaint(EMPTY_COMPLAINT)?.key).toBe('validation.name')
  })

  it('phone optional, but 11 digits when given', () => {
    expect(validateComplaint({ ...good, phone: '13800000001' })).toBeNull()
    const p = validateComplaint({ ...good, phone: '1380000' })
    expect(message(p!.key)).toBe('Please fill in the correct mobile number!')
  })

  it('limits: lengths, photos, videos, unknown type, future time', () => {
    expect(validateComplaint({ ...good, name: '张'.repeat(31) })).toEqual({ field: 'name', key: 'validation.tooLong', params: { max: 30 } })
    expect(validateComplaint({ ...good, content: 'x'.repeat(1001) })?.field).toBe('content')
    expect(validateComplaint({ ...good, images: Array(10).fill('https://x.example/a.jpg') })?.key).toBe('validation.images')
    expect(validateComplaint({ ...good, images: ['javascript:alert(1)'] })?.key).toBe('validation.images')
    expect(validateComplaint({ ...good, videos: ['https://x/a.mp4', 'https://x/b.mp4'] })?.key).toBe('validation.videos')
    expect(validateComplaint({ ...good, complaintType: 'BRIBE' })?.key).toBe('validation.type')
    expect(validateComplaint(good, '2026-03-01 14:29')?.key).toBe('validation.timeFuture')
    expect(validateComplaint(good, '2026-03-01 14:30')).toBeNull()
  })

  it('/sc-complain needs one of the province regions', () => {
    const sc = { ...good, channel: 'sc' as const }
    expect(validateComplaint(sc)?.key).toBe('validation.region')
    expect(validateComplaint({ ...sc, regionCode: '110100' })?.key).toBe('validation.region')
    expect(validateComplaint({ ...sc, regionCode: '511100' })).toBeNull()
    expect(SICHUAN_REGIONS).toHaveLength(21)
  })

  it('every key the rules answer exists in every language', () => {
    for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) {
      const dict = require(`../../../locales/${lang}/complaints.json`)
      for (const key of [
        'name',
        'phone',
        'type',
        'region',
        'respondent',
        'place',
        'address',
        'time',
        'timeFuture',
        'reason',
        'content',
        'images',
        'videos',
        'tooLong',
      ])
        expect(dict.validation[key]).toBeTruthy()
    }
  })
})

describe('time of occurrence', () => {
  it('yyyy-mm-dd HH:mm of a real day', () => {
    expect(isOccurredAt('2026-03-01 09:05')).toBe(true)
    expect(isOccurredAt('2026-3-1 9:05')).toBe(false)
    expect(isOccurredAt('2026-03-01 24:00')).toBe(false)
    expect(isOccurredAt('2025-02-29 10:00')).toBe(false)
  })
})

describe('status machine: pending → accepted → processed', () => {
  it('allowed steps', () => {
    expect(transition('pending', 'accept')).toEqual({ ok: true, status: 'accepted' })
    expect(transition('accepted', 'reply')).toEqual({ ok: true, status: 'accepted' })
    expect(transition('accepted', 'close')).toEqual({ ok: true, status: 'processed' })
  })
  it('refused steps say why', () => {
    expect(transition('accepted', 'accept')).toEqual({ ok: false, key: 'transition.alreadyAccepted' })
    expect(transition('pending', 'reply')).toEqual({ ok: false, key: 'transition.acceptFirst' })
    expect(transition('pending', 'close')).toEqual({ ok: false, key: 'transition.acceptFirst' })
    for (const a of ['accept', 'reply', 'close'] as const)
      expect(transition('processed', a)).toEqual({ ok: false, key: 'transition.alreadyProcessed' })
    expect(message('transition.acceptFirst')).toMatch(/Accept the complaint/)
  })
  it('records: a reply and a close need text, 500 characters at most', () => {
    expect(validateRecord('accept', '')).toBeNull()
    expect(validateRecord('reply', ' ')).toBe('transition.contentNeeded')
    expect(validateRecord('close', 'x'.repeat(501))).toBe('transition.contentTooLong')
    expect(validateRecord('close', '已退还差价')).toBeNull()
  })
})

describe('satisfiedFeedback', () => {
  it('only once, only after processing, 1 to 5', () => {
    expect(validateFeedback('accepted', false, 5, '')).toBe('feedback.notProcessed')
    expect(validateFeedback('processed', true, 5, '')).toBe('feedback.already')
    expect(validateFeedback('processed', false, 0, '')).toBe('feedback.score')
    expect(validateFeedback('processed', false, 6, '')).toBe('feedback.score')
    expect(validateFeedback('processed', false, 4, 'x'.repeat(201))).toBe('feedback.tooLong')
    expect(validateFeedback('processed', false, 4, '处理及时')).toBeNull()
  })
})

describe('overdue', () => {
  const created = Date.parse('2026-03-01T00:00:00Z')
  it('pending longer than the site accept hours (default 24)', () => {
    expect(acceptHoursOf({})).toBe(DEFAULT_ACCEPT_HOURS)
    expect(acceptHoursOf({ complaintAcceptHours: 2 })).toBe(2)
    expect(acceptHoursOf({ complaintAcceptHours: -1 })).toBe(24)
    expect(isOverdue({ status: 'pending', createdAt: created }, created + 24 * 3600e3, 24)).toBe(false)
    expect(isOverdue({ status: 'pending', createdAt: created }, created + 24 * 3600e3 + 1, 24)).toBe(true)
    expect(isOverdue({ status: 'accepted', createdAt: created }, created + 100 * 3600e3, 24)).toBe(false)
    expect(acceptDeadline(created, 2)).toBe(created + 2 * 3600e3)
  })
})

describe('variants', () => {
  it('jnq presets the scenic area as respondent and place, locked respondent', () => {
    const v = variantPreset('jnq', { name: '都江堰景区', longitude: 103.6, latitude: 31.0 })
    expect(v.preset).toMatchObject({ channel: 'jnq', respondent: '都江堰景区', placeName: '都江堰景区', longitude: 103.6 })
    expect(v.locked).toEqual(['respondent'])
    expect(variantPreset('sc', { name: '四川' }).preset).toEqual({ channel: 'sc' })
  })
})
