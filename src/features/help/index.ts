/** Help: FAQ, robot, contacts and emergency report calls, and the call button (docs/contract-help.md). */
export { faqApi, helpCalls, type FaqListParams } from './api'
export { CallButton, dialable, type CallButtonProps } from './CallButton'
// the service hubs' grid (src/core/help/hubs.ts entries or a site's menus): the help pages and the Great Wall's /cc-service
export { ServiceHub, ServiceGrid, hubMenus, type ServiceHubProps } from './ServiceHub'
