/**
 * Credit (integrity) rules, one place for the server (derives the status from no-show records,
 * getCreditUserView) and the app (chooses the dialog before booking). Rules (our decisions
 * where rules-and-contract section 5 is silent; the 120/90 rule is the brief's):
 * - SHORT_LOSE_CREDIT: 3 no-shows within 120 days restrict booking for 90 days from the third.
 *   The three no-shows are then used up; counting starts again after the third.
 * - LOSE_CREDIT: a restriction that is triggered within 365 days of the start of the previous
 *   restriction lasts 180 days and is LOSE_CREDIT (repeat offender) instead.
 * - creditScore: 100 minus 10 per no-show in the last 365 days, never below 0.
 * - losePromiseCount: no-shows in the last 365 days (the dialog's "missed {count} times").
 */
export const DAY_MS = 86_400_000
export const SHORT_WINDOW_DAYS = 120
export const SHORT_COUNT = 3
export const SHORT_DAYS = 90
export const REPEAT_WINDOW_DAYS = 365
export const LOSE_DAYS = 180
export const SCORE_MAX = 100
export const SCORE_PER_NO_SHOW = 10
export const SCORE_WINDOW_DAYS = 365

export type CreditStatus = 'NORMAL' | 'SHORT_LOSE_CREDIT' | 'LOSE_CREDIT'

export interface Restriction {
  status: Exclude<CreditStatus, 'NORMAL'>
  start: number
  end: number
}

export interface CreditView {
  creditScore: number
  creditStatus: CreditStatus
  losePromiseCount: number
  /** yyyy-mm-dd, only while restricted */
  loseCreditStartTime?: string
  loseCreditEndTime?: string
}

/** Every restriction the no-show history has triggered, oldest first (times in ms). */
export function restrictionsOf(noShows: number[]): Restriction[] {
  const times = [...noShows].filter(Number.isFinite).sort((a, b) => a - b)
  const out: Restriction[] = []
  let from = 0 // first no-show not yet used up by a restriction
  for (let i = 0; i < times.length; i++) {
    const windowStart = times[i] - SHORT_WINDOW_DAYS * DAY_MS
    const inWindow = times.slice(from, i + 1).filter((t) => t >= windowStart)
    if (inWindow.length < SHORT_COUNT) continue
    const start = times[i]
    const prev = out[out.length - 1]
    const repeat = prev !== undefined && start - prev.start <= REPEAT_WINDOW_DAYS * DAY_MS
    out.push(
      repeat
        ? { status: 'LOSE_CREDIT', start, end: start + LOSE_DAYS * DAY_MS }
        : { status: 'SHORT_LOSE_CREDIT', start, end: start + SHORT_DAYS * DAY_MS },
    )
    from = i + 1
  }
  return out
}

/** yyyy-mm-dd in UTC+8 (the platform's local day), independent of the runtime's time zone. */
export function formatDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
}

export function creditViewOf(noShows: number[], now: number): CreditView {
  const recent = noShows.filter((t) => t <= now && t > now - SCORE_WINDOW_DAYS * DAY_MS).length
  const base: CreditView = {
    creditScore: Math.max(0, SCORE_MAX - SCORE_PER_NO_SHOW * recent),
    creditStatus: 'NORMAL',
    losePromiseCount: recent,
  }
  const active = restrictionsOf(noShows.filter((t) => t <= now)).filter((r) => r.start <= now && now < r.end)
  // a LOSE_CREDIT period outranks an overlapping short one
  const current = active.find((r) => r.status === 'LOSE_CREDIT') ?? active[active.length - 1]
  if (!current) return base
  return { ...base, creditStatus: current.status, loseCreditStartTime: formatDay(current.start), loseCreditEndTime: formatDay(current.end) }
}

export type CreditDialog =
  | { kind: 'lowScore'; messageKey: string }
  | { kind: 'shortLoseCredit'; messageKey: string; params: { count: number; score: number; start: string; end: string; action: string } }
  | { kind: 'loseCredit'; messageKey: string; params: { start: string; end: string; action: string } }

export const CreditMessage = {
  lowScore: 'account:credit.lowScore',
  shortLoseCredit: 'account:credit.shortLoseCredit',
  loseCredit: 'account:credit.loseCredit',
  defaultAction: 'account:credit.defaultAction',
} as const

/**
 * The dialog to show before an action, or null when the user may go on (section 5, credit rules):
 * faithUseStatus with a score below the minimum → lowScore; then SHORT_LOSE_CREDIT / LOSE_CREDIT.
 * `action` is the already translated action wording (defaults to book activity room/activity).
 */
export function selectCreditDialog(
  view: CreditView | null | undefined,
  opts: { actionType?: string; minScore?: number; action?: string } = {},
): CreditDialog | null {
  if (!view) return null
  if (opts.actionType === 'faithUseStatus' && typeof opts.minScore === 'number' && view.creditScore < opts.minScore) {
    return { kind: 'lowScore', messageKey: CreditMessage.lowScore }
  }
  const action = opts.action ?? CreditMessage.defaultAction
  const start = view.loseCreditStartTime ?? ''
  const end = view.loseCreditEndTime ?? ''
  if (view.creditStatus === 'SHORT_LOSE_CREDIT') {
    return {
      kind: 'shortLoseCredit',
      messageKey: CreditMessage.shortLoseCredit,
      params: { count: view.losePromiseCount, score: view.creditScore, start, end, action },
    }
  }
  if (view.creditStatus === 'LOSE_CREDIT') {
    return { kind: 'loseCredit', messageKey: CreditMessage.loseCredit, params: { start, end, action } }
  }
  return null
}

/** SHORT_LOSE_CREDIT and LOSE_CREDIT block booking during their period (product-spec section 4). */
export function isBookingBlocked(view: CreditView | null | undefined): boolean {
  return !!view && view.creditStatus !== 'NORMAL'
}
