/**
 * /scenic-comment/{id}/{type}/{url}/{name}: a place's comments. The screen is shared with
 * /venues-comment; a page never imports another page (in the mini-program a page module imported
 * by a second page left the first one without its Page() call: tests/weapp/run.test.mjs).
 */
export { default } from '../../components/PlaceCommentPage'
