export { confirmRemove } from './confirm-remove'
