/**
 * Visit statistics (issue 14; rules-and-contract 7; docs/contract-stats.md): the page-stay
 * tracker PageShell runs on every page, the visit sent at app start, advert taps, the visit count.
 * Imported by the shell (main package): keep it light.
 */
export { statsApi, visitorId } from './api'
export { usePageStay, recordVisit } from './use-page-stay'
export { createStayTracker, type StayTracker } from './tracker'
export { VisitCount } from './VisitCount'
