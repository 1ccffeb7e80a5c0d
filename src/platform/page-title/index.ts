/**
 * The page's title (the mini-program's navigation bar, the browser's tab). Titles are often
 * visitors' words (a story's title), so they must stay text: Taro's H5 router writes the title
 * it is given into its navigation bar with innerHTML, where a stored `<img onerror>` would run.
 */
export { setPageTitle } from './page-title'
