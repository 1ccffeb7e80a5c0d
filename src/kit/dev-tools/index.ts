export { DeveloperArea } from './DeveloperArea'
export { devToolsAllowed } from './dev-tools'
