/** Search (issue 10 "Search in Chinese"): the calls and the bodies of /search and /search/{type}. */
export { searchApi, OVERVIEW_PAGE_SIZE, type SearchHit, type SearchGroup, type SearchAnswer, type HotWord, type SearchRecord } from './api'
export { SearchView } from './SearchView'
export { TypedSearchView } from './TypedSearchView'
export { SearchHitRow, HighlightedTitle } from './SearchHitRow'
// the field alone, for pages that search within their own flow (the complaint place picker)
export { SearchBox } from './SearchBox'
