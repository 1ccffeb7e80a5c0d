export { useLoad, type LoadOptions } from './useLoad'
