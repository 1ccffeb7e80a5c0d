/** Words of the trips pages that are computed (durations, the calendar's answer). Pure, tested. */
import type { TFunction } from 'i18next'

export function durationText(t: TFunction, minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? t('transport.duration', { h, m }) : t('transport.durationMinutes', { m })
}

/** the yyyy-mm-dd days in whatever NutUI's Calendar confirms (a range: [[y, m, d, 'yyyy/mm/dd', week], …]; its days are written with slashes) */
export function calendarDays(param: unknown): string[] {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (typeof v === 'string' && /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(v)) out.push(v.replace(/\//g, '-'))
  }
  walk(param)
  return out
}
