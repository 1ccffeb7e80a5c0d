export { PagedList, type PagedListProps, type ListControls } from './PagedList'
export { SCROLL_LOAD_TRIGGER, pageQuery, readPage } from './paging'
export type { Page, PageRequest, PagedVariant, PagedEnvelope, ListView } from './paging'
