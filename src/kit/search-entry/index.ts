export { SearchEntry, type SearchEntryProps } from './SearchEntry'
