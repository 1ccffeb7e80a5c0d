// the toast is the kit's (src/kit/toast); the login components and the account face still import it from here
export { toast } from '../../kit/toast'
