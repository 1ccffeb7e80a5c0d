export { useLoad, type LoadOptions } from './useLoad'
export { LoadState, type LoadStateProps } from './LoadState'
