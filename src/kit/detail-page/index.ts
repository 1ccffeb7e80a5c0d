export { DetailPage, detailState, NOT_FOUND_CODE, type DetailPageProps, type DetailState } from './DetailPage'
