/**
 * The comments area (issue 11 "Writing"): calls, the block detail pages embed, the list screen and
 * the writer of the package-comments pages. Rules: src/core/comments. Server: plugins/comments.
 * Only subpackage pages import it, so it stays out of the main package and of /index's first load.
 */
export { commentApi, replyApi, type CommentListParams } from './api'
export { CommentBlock, type CommentBlockProps } from './components/CommentBlock'
export { CommentListScreen } from './components/CommentListScreen'
export { CommentWriter, type CommentWriterProps } from './components/CommentWriter'
export { CommentRow } from './components/CommentRow'
export { CommentSuccess } from './components/CommentSuccess'
export { targetOfParams, resourceTypeOfParam, isRated } from './target'
export { readDraft, keepDraft, dropDraft } from './draft'
