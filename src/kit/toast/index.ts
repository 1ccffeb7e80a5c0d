export { toast, toastFailure } from './toast'
