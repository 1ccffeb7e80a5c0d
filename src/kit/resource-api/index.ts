export { resourceApi } from './resource-api'
export type { ResourceApi, ResourceOptions, PagedSource, Id } from './resource-api'
