import { creditViewOf, DAY_MS, isBookingBlocked, restrictionsOf, selectCreditDialog } from './credit'

const T0 = Date.UTC(2026, 0, 1) // 2026-01-01 00:00Z = 08:00 in UTC+8
const day = (n: number) => T0 + n * DAY_MS

describe('credit rules', () => {
  it('three no-shows within 120 days → SHORT_LOSE_CREDIT for 90 days from the third', () => {
    const view = creditViewOf([day(0), day(50), day(100)], day(101))
    expect(view).toEqual({
      creditScore: 70,
      creditStatus: 'SHORT_LOSE_CREDIT',
      losePromiseCount: 3,
      loseCreditStartTime: '2026-04-11',
      loseCreditEndTime: '2026-07-10',
    })
    expect(creditViewOf([day(0), day(50), day(100)], day(190)).creditStatus).toBe('NORMAL')
    expect(creditViewOf([day(0), day(50), day(100)], day(189)).creditStatus).toBe('SHORT_LOSE_CREDIT')
  })

  it('three no-shows spread over more than 120 days do not restrict', () => {
    expect(creditViewOf([day(0), day(60), day(121)], day(122)).creditStatus).toBe('NORMAL')
    expect(restrictionsOf([day(0), day(60), day(121)])).toEqual([])
  })

  it('a second restriction within 365 days of the first → LOSE_CREDIT for 180 days', () => {
    const noShows = [day(0), day(1), day(2), day(200), day(201), day(202)]
    const r = restrictionsOf(noShows)
    expect(r.map((x) => x.status)).toEqual(['SHORT_LOSE_CREDIT', 'LOSE_CREDIT'])
    expect(r[1].end - r[1].start).toBe(180 * DAY_MS)
    const view = creditViewOf(noShows, day(203))
    expect(view.creditStatus).toBe('LOSE_CREDIT')
    expect(view.creditScore).toBe(40)
  })

  it('no-shows that triggered a restriction are used up', () => {
    // four no-shows: the fourth alone does not start a new restriction
    expect(restrictionsOf([day(0), day(1), day(2), day(3)])).toHaveLength(1)
  })

  it('score counts only the last 365 days and never drops below 0', () => {
    expect(creditViewOf([day(0)], day(366)).creditScore).toBe(100)
    expect(
      creditViewOf(
        Array.from({ length: 12 }, (_, i) => day(i * 30)),
        day(340),
      ).creditScore,
    ).toBe(0)
    expect(creditViewOf([], day(0))).toEqual({ creditScore: 100, creditStatus: 'NORMAL', losePromiseCount: 0 })
  })

  it('future records do not count', () => {
    expect(creditViewOf([day(10), day(11), day(12)], day(5)).creditStatus).toBe('NORMAL')
  })

  it('selects the dialog: low score first, then short and long restrictions', () => {
    const short = creditViewOf([day(0), day(1), day(2)], day(3))
    expect(selectCreditDialog(short, { actionType: 'faithUseStatus', minScore: 80 })?.kind).toBe('lowScore')
    const d = selectCreditDialog(short, { action: 'book activity' })
    expect(d).toEqual({
      kind: 'shortLoseCredit',
      messageKey: 'account:credit.shortLoseCredit',
      params: { count: 3, score: 70, start: '2026-01-03', end: '2026-04-03', action: 'book activity' },
    })
    expect(selectCreditDialog({ creditScore: 100, creditStatus: 'NORMAL', losePromiseCount: 0 })).toBeNull()
    expect(
      selectCreditDialog({
        creditScore: 60,
        creditStatus: 'LOSE_CREDIT',
        losePromiseCount: 4,
        loseCreditStartTime: 'a',
        loseCreditEndTime: 'b',
      })?.kind,
    ).toBe('loseCredit')
    expect(isBookingBlocked(short)).toBe(true)
    expect(isBookingBlocked(null)).toBe(false)
  })
})
