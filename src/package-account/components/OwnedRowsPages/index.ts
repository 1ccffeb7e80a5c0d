/**
 * The pages of rows a user owns (addresses, contacts) in the account frame; this subpackage's own,
 * so they stay out of the main package. `section` is their key group in the user namespace:
 * `<section>.title` heads the list, `<section>.add` adds a row (the list's button and the new-row
 * page's title), `<section>.editTitle` heads the edit page. The edit page takes the row id from
 * the route (none: a new row); its test id is `<testIdPrefix>-edit-page`.
 */
export { OwnedEditPage } from './OwnedEditPage'
export { OwnedListPage } from './OwnedListPage'
