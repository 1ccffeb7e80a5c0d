/**
 * The kit: one way to build a call, a list, a detail and a form page (issue 8). Each unit is a
 * folder with its test; pages compose them. Theme and elder mode: ./theme (CSS variables --wl-*).
 * Main-package code (tab pages, shell) may import a unit's folder ('@/kit/toast') to take only it.
 */
export * from './result'
export * from './toast'
export * from './page-params'
export * from './resource-api'
export * from './paged-list'
export * from './detail-page'
export * from './edit-form'
export * from './confirm-remove'
export * from './row-actions'
export * from './format'
export * from './row'
export * from './owned-list'
export * from './clipboard'
export * from './permission-notice'
export * from './filter-tabs'
export * from './use-load'
export * from './page-actions'
export * from './head-figure'
export * from './panorama-viewer'
export * from './media-url'
export * from './picture'
export * from './waterfall'
export * from './typed-value'
export * from './search-entry'
