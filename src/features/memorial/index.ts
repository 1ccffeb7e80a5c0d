/**
 * The memorial (issue 14; menu CS-WORSHIP): calls, the home's memorial section (main package:
 * /index draws it in memorial mode, so this index stays small) and the hall card. The hall page
 * and its offering and message parts live in src/package-memorial. Rules: src/core/memorial.
 * Server: server/src/plugins/memorial.
 */
export { hallApi, messageApi, memorialCalls } from './api'
export { MemorialHome } from './MemorialHome'
export { HallCard } from './HallCard'
export type * from '../../core/memorial/contract'
