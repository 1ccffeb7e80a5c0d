export { copyText } from './clipboard'
