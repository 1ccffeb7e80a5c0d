// toasts moved to the kit; this re-export keeps the UI engineer's pages compiling until they import '@/kit'
export { toast } from '../../kit/toast'
