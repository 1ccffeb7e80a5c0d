export { mediaUrl, resolveMediaUrl, originOf } from './media-url'
