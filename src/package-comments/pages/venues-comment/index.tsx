/** /venues-comment/{id}/{type}/{url}/{name}: a venue's comments, the same screen as /scenic-comment. */
export { default } from '../../components/PlaceCommentPage'
