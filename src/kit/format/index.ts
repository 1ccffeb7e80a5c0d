export { dateText, dateTimeText } from './format'
