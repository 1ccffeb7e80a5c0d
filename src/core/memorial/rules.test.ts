import { checkMessage, memorialDayOf, memorialModeFrom, MESSAGE_MAX, offeringButton } from './rules'

test('the memorial mode: isWorship=true on, false off, anything else keeps the session mode', () => {
  expect(memorialModeFrom({ isWorship: 'true' }, false)).toBe(true)
  expect(memorialModeFrom({ isWorship: '1' }, false)).toBe(true)
  expect(memorialModeFrom({ isWorship: 'false' }, true)).toBe(false)
  expect(memorialModeFrom({}, true)).toBe(true)
  expect(memorialModeFrom({}, false)).toBe(false)
  expect(memorialModeFrom({ isWorship: 'yes' }, false)).toBe(false)
})

test('offering buttons: offer until done today, then the done words; disabled only while the call is out', () => {
  expect(offeringButton('FLOWER', false)).toEqual({ label: 'offer.flower', done: false, disabled: false })
  expect(offeringButton('FLOWER', true)).toEqual({ label: 'offer.flowerDone', done: true, disabled: false })
  expect(offeringButton('CANDLE', false)).toEqual({ label: 'offer.candle', done: false, disabled: false })
  expect(offeringButton('CANDLE', true)).toEqual({ label: 'offer.candleDone', done: true, disabled: false })
  expect(offeringButton('CANDLE', false, true).disabled).toBe(true)
})

test('the day is the site day (UTC+8): 23:30 UTC is the next day', () => {
  expect(memorialDayOf(Date.parse('2026-05-11T23:30:00Z'))).toBe('2026-05-12')
  expect(memorialDayOf(Date.parse('2026-05-12T15:59:00Z'))).toBe('2026-05-12')
})

test('messages: not empty, at most MESSAGE_MAX characters', () => {
  expect(checkMessage('  ')).toBe('error.messageEmpty')
  expect(checkMessage('愿逝者安息，生者坚强')).toBeNull()
  expect(checkMessage('念'.repeat(MESSAGE_MAX))).toBeNull()
  expect(checkMessage('念'.repeat(MESSAGE_MAX + 1))).toBe('error.messageLong')
})
