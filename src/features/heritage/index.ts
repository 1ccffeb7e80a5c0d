/**
 * Intangible heritage (非遗; issue 11): the section's index, project / successor / base lists and
 * details, food, news, video and audio entries, and the visitor's followed successors and collected
 * projects (server/src/plugins/heritage, docs/contract-heritage.md). Each page of
 * src/package-heritage is one of these views.
 */
export { projectApi, successorApi, baseApis, entryApis, followedApi, collectedApi, followApi, followCall, followToastKey } from './api'
export { IndexView, tilesFor, HERITAGE_TILES } from './IndexView'
export { ProjectListView, SuccessorListView, BaseListView } from './ListViews'
export { EntryListView } from './EntryListView'
export { ProjectDetailView, SuccessorDetailView, BaseDetailView } from './DetailViews'
export { UserIntangibleView } from './UserIntangibleView'
