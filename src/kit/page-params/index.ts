export { usePageParams, decodeParams } from './page-params'
